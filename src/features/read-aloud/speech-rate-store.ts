import { DEFAULT_SPEECH_RATE, parseSpeechRate } from '../../../engine/speech/speech-rate.ts';

// The chosen reading speed, on this device only (localStorage 'awt-read-aloud-rate').

export const RATE_STORAGE_KEY = 'awt-read-aloud-rate';

export function readSpeechRate(): number {
  try {
    return parseSpeechRate(localStorage.getItem(RATE_STORAGE_KEY));
  } catch {
    return DEFAULT_SPEECH_RATE; // storage blocked: the normal pace
  }
}

export function writeSpeechRate(rate: number): void {
  try {
    localStorage.setItem(RATE_STORAGE_KEY, String(rate));
  } catch {
    // Private mode or full storage: the speed lasts for this page only.
  }
}

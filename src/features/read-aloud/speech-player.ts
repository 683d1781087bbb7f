import { chooseVoice } from '../../../engine/speech/choose-voice.ts';

// One voice at a time on the page: the browser's speechSynthesis is a single queue, so the player
// is one object that every Listen button shares. It hands the browser one sentence at a time (a
// long queue in the browser could not take a new speed, and Chrome drops utterances it holds no
// reference to), and says what it is doing to whoever listens.

export type PlayerStatus = 'idle' | 'speaking' | 'paused';

export interface PlayerState {
  status: PlayerStatus;
  /** Who started the speech (a result, the editor's selection): only its controls show Pause and Stop. */
  owner: string | null;
}

export interface SpeakOptions {
  language?: string;
  rate: number;
}

export class SpeechPlayer {
  private queue: string[] = [];
  private current: SpeechSynthesisUtterance | null = null;
  /** More sentences may come (the answer is still streaming): an empty queue is not the end. */
  private open = false;
  private options: SpeakOptions = { rate: 1 };
  private state: PlayerState = { status: 'idle', owner: null };
  private listeners = new Set<() => void>();

  constructor(private readonly synth: SpeechSynthesis) {}

  getState = (): PlayerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts a new speech for `owner`, stopping any other; `open` while more sentences will follow. */
  start(owner: string, options: SpeakOptions, open: boolean): void {
    this.cancel();
    this.options = options;
    this.open = open;
    this.set({ status: 'speaking', owner });
  }

  /** Adds sentences to the speech of `owner` (ignored when that speech was stopped). */
  add(owner: string, sentences: string[], open: boolean): void {
    if (this.state.owner !== owner) return;
    this.queue.push(...sentences);
    this.open = open;
    if (!this.current) this.next();
  }

  setRate(rate: number): void {
    this.options = { ...this.options, rate }; // from the next sentence on
  }

  pause(): void {
    if (this.state.status !== 'speaking') return;
    this.synth.pause();
    this.set({ ...this.state, status: 'paused' });
  }

  resume(): void {
    if (this.state.status !== 'paused') return;
    this.synth.resume();
    this.set({ ...this.state, status: 'speaking' });
  }

  cancel(): void {
    this.queue = [];
    this.open = false;
    const speaking = this.current !== null;
    this.current = null;
    if (speaking || this.synth.speaking || this.synth.pending) this.synth.cancel();
    // A paused synthesis stays paused after cancel in some browsers: the next speech would be silent.
    if (this.state.status === 'paused') this.synth.resume();
    if (this.state.status !== 'idle') this.set({ status: 'idle', owner: null });
  }

  private next(): void {
    const sentence = this.queue.shift();
    if (sentence === undefined) {
      this.current = null;
      if (!this.open) this.set({ status: 'idle', owner: null });
      return;
    }
    const utterance = new SpeechSynthesisUtterance(sentence);
    const voice = chooseVoice(this.synth.getVoices(), this.options.language);
    if (voice) utterance.voice = voice;
    if (voice || this.options.language) utterance.lang = voice?.lang ?? this.options.language ?? '';
    utterance.rate = this.options.rate;
    const done = () => {
      if (this.current === utterance) this.next();
    };
    utterance.onend = done;
    utterance.onerror = done;
    this.current = utterance;
    this.synth.speak(utterance);
  }

  private set(state: PlayerState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

let player: SpeechPlayer | null = null;

/** The page's one player; it stops when the visitor leaves the page. */
export function speechPlayer(): SpeechPlayer {
  if (!player) {
    const made = new SpeechPlayer(window.speechSynthesis);
    window.addEventListener('pagehide', () => made.cancel());
    player = made;
  }
  return player;
}

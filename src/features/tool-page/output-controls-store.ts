import type { PublicOutputControls } from '../../../engine/generation/output-controls.ts';

// The visitor's last output-control choices, per tool, on this device only
// (localStorage 'awt-output-controls': {toolId: {language?, length?, tone?}}).

export interface ControlChoice {
  language?: string;
  length?: string;
  tone?: string;
}

export const CONTROLS_STORAGE_KEY = 'awt-output-controls';

function readAll(): Record<string, ControlChoice> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONTROLS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, ControlChoice>) : {};
  } catch {
    return {}; // storage blocked or a bad value: start from the defaults
  }
}

/**
 * The stored choice for a tool, keeping only values the tool still offers (a manifest may have
 * narrowed them). `fallback` is the choice while none is stored for the tool on this device.
 */
export function readControlChoice(toolId: string, offered: PublicOutputControls, fallback: ControlChoice = {}): ControlChoice {
  const stored = readAll()[toolId] ?? fallback;
  const choice: ControlChoice = {};
  if (offered.languages?.some((l) => l.code === stored.language)) choice.language = stored.language;
  if (offered.lengths?.some((l) => l.value === stored.length)) choice.length = stored.length;
  if (offered.tones?.some((t) => t.value === stored.tone)) choice.tone = stored.tone;
  return choice;
}

export function writeControlChoice(toolId: string, choice: ControlChoice): void {
  try {
    const all = readAll();
    all[toolId] = choice;
    localStorage.setItem(CONTROLS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

import type { LengthFamily, OutputControl, OutputLanguage, OutputLength, OutputTone, ToolCategory, ToolOutputControls } from '../validation/generated/types.ts';
import { OUTPUT_LANGUAGES } from './output-languages.ts';

// The shared output controls (language, length, tone): which tools get which
// choices, and the FIXED instruction each choice appends to the system prompt. Only values
// from these tables ever reach the prompt; nothing the visitor types does.

export type { LengthFamily, OutputControl, OutputLanguage, OutputLength, OutputTone };

/**
 * A category's policy for its tools' controls (tools/categories.json): the family its lengths
 * mean and the controls it turns off. The catalogue copies it onto each tool of the category.
 */
export type CategoryControls = Pick<ToolCategory, 'lengthFamily' | 'controlsOff'>;

export const OUTPUT_LENGTHS: readonly OutputLength[] = ['short', 'medium', 'long'];
export const OUTPUT_TONES: readonly OutputTone[] = ['neutral', 'formal', 'friendly', 'persuasive', 'playful', 'confident'];

export const TONE_LABELS: Readonly<Record<OutputTone, string>> = {
  neutral: 'Neutral',
  formal: 'Formal',
  friendly: 'Friendly',
  persuasive: 'Persuasive',
  playful: 'Playful',
  confident: 'Confident',
};

const TONE_INSTRUCTIONS: Readonly<Record<OutputTone, string>> = {
  neutral: 'Use a neutral, matter-of-fact tone: clear and balanced, with no hype.',
  formal: 'Use a formal tone: polished, respectful and precise, with no slang.',
  friendly: 'Use a friendly tone: warm, approachable and conversational.',
  persuasive: 'Use a persuasive tone: lead with benefits, give reasons and end with a clear call to action.',
  playful: 'Use a playful tone: light, witty and fun, without losing the point.',
  confident: 'Use a confident tone: direct and assured, in the active voice, with no hedging.',
};

/** Word ranges [min, max] of short, medium and long for each family of tools. */
export const LENGTH_WORDS: Readonly<Record<LengthFamily, Readonly<Record<OutputLength, readonly [number, number]>>>> = {
  social: { short: [15, 40], medium: [40, 100], long: [100, 200] },
  copy: { short: [30, 80], medium: [80, 180], long: [180, 350] },
  letter: { short: [80, 150], medium: [150, 300], long: [300, 450] },
  summary: { short: [40, 80], medium: [80, 180], long: [180, 350] },
  general: { short: [50, 150], medium: [150, 400], long: [400, 800] },
  article: { short: [250, 450], medium: [500, 900], long: [1000, 1400] },
  story: { short: [300, 600], medium: [700, 1100], long: [1200, 1500] },
};

/** Tools capped this low write short things (subject lines, names, tags): no length choice. */
const SHORT_OUTPUT_TOKENS = 1024;

export interface ControlsTool {
  renderer: string;
  categoryControls: CategoryControls;
  maxOutputTokens?: number;
  outputControls?: ToolOutputControls;
  contextOptions?: readonly unknown[];
}

/** What a tool offers: null for a control that is off, else the allowed choices. */
export interface ResolvedOutputControls {
  language: boolean;
  length: readonly OutputLength[] | null;
  lengthFamily: LengthFamily;
  tone: readonly OutputTone[] | null;
}

function pick<T>(setting: boolean | T[] | undefined, defaultOn: boolean, all: readonly T[]): readonly T[] | null {
  if (setting === undefined) return defaultOn ? all : null;
  if (setting === false) return null;
  if (setting === true) return all;
  return all.filter((v) => setting.includes(v)); // keeps the shared order
}

/**
 * The word ranges a tool's lengths mean: its own family, else its category's. A prompt built
 * outside the catalogue (the editor's) has no category and offers no length: general.
 */
export function lengthFamilyOf(tool: Pick<ControlsTool, 'outputControls'> & { categoryControls?: CategoryControls }): LengthFamily {
  return tool.outputControls?.lengthFamily ?? tool.categoryControls?.lengthFamily ?? 'general';
}

/** The category's defaults (see CONTRIBUTING, "Categories"), then the manifest's overrides. */
export function resolveOutputControls(tool: ControlsTool): ResolvedOutputControls {
  const own = tool.outputControls ?? {};
  const family = lengthFamilyOf(tool);
  if (tool.renderer !== 'generic') return { language: false, length: null, lengthFamily: family, tone: null };
  const off: readonly OutputControl[] = tool.categoryControls.controlsOff;
  const shortOutput = tool.maxOutputTokens !== undefined && tool.maxOutputTokens <= SHORT_OUTPUT_TOKENS;
  return {
    language: own.language ?? !off.includes('language'),
    length: pick(own.length, !off.includes('length') && !shortOutput, OUTPUT_LENGTHS),
    lengthFamily: family,
    // A tool with a Context select (ai-writer's styles...) already offers its own tones: never two selects for one thing.
    tone: pick(own.tone, !off.includes('tone') && !tool.contextOptions?.length, OUTPUT_TONES),
  };
}

export interface OutputChoice {
  language?: OutputLanguage;
  length?: OutputLength;
  tone?: OutputTone;
}

export function lengthLabel(length: OutputLength, family: LengthFamily): string {
  const [min, max] = LENGTH_WORDS[family][length];
  return `${length.charAt(0).toUpperCase()}${length.slice(1)} (${min}–${max} words)`;
}

/**
 * The fixed lines appended to the system prompt for the visitor's choices, or '' when
 * nothing was chosen. The caller has checked each value is offered by the tool.
 */
export function controlsInstruction(choice: OutputChoice, family: LengthFamily): string {
  const lines: string[] = [];
  if (choice.language) {
    const { english, native } = OUTPUT_LANGUAGES[choice.language];
    lines.push(`- Language: write the whole answer in ${english} (${native}), whatever the language of the request.`);
  }
  if (choice.length) {
    const [min, max] = LENGTH_WORDS[family][choice.length];
    lines.push(`- Length: ${choice.length}, about ${min} to ${max} words.`);
  }
  if (choice.tone) lines.push(`- Tone: ${TONE_INSTRUCTIONS[choice.tone]}`);
  return lines.length ? `Output settings chosen by the visitor (they take precedence over any default above):\n${lines.join('\n')}` : '';
}

/** What the tool page shows (loader data, never bundled): each offered control with its choices. */
export interface PublicOutputControls {
  languages?: Array<{ code: OutputLanguage; name: string }>;
  /** `label` is the English label; `min` and `max` its word range, for a page that words it in another language. */
  lengths?: Array<{ value: OutputLength; label: string; min: number; max: number }>;
  tones?: Array<{ value: OutputTone; label: string }>;
}

export function publicOutputControls(tool: ControlsTool): PublicOutputControls | undefined {
  const resolved = resolveOutputControls(tool);
  const out: PublicOutputControls = {};
  if (resolved.language) {
    out.languages = (Object.keys(OUTPUT_LANGUAGES) as OutputLanguage[]).map((code) => ({ code, name: OUTPUT_LANGUAGES[code].native }));
  }
  if (resolved.length) {
    const words = LENGTH_WORDS[resolved.lengthFamily];
    out.lengths = resolved.length.map((value) => ({ value, label: lengthLabel(value, resolved.lengthFamily), min: words[value][0], max: words[value][1] }));
  }
  if (resolved.tone) out.tones = resolved.tone.map((value) => ({ value, label: TONE_LABELS[value] }));
  return Object.keys(out).length ? out : undefined;
}

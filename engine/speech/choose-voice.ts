// The voice for a language, among those the browser offers. Free voices on the device come
// first: a voice whose `localService` is false sends the text to a speech service.

/** What the choice reads of a SpeechSynthesisVoice (kept structural: the engine has no DOM). */
export interface VoiceLike {
  lang: string;
  name: string;
  localService: boolean;
  default: boolean;
}

const normal = (tag: string) => tag.replace(/_/g, '-').toLowerCase();
const primary = (tag: string) => normal(tag).split('-')[0] ?? '';

/** Device voices before remote ones, then the browser's default voice, else the list's order. */
function rank(a: VoiceLike, b: VoiceLike): number {
  if (a.localService !== b.localService) return a.localService ? -1 : 1;
  if (a.default !== b.default) return a.default ? -1 : 1;
  return 0;
}

/**
 * The best voice for `language` (a BCP 47 tag such as 'es' or 'pt-BR'): one with exactly that
 * tag, else one of the same primary language ('pt-PT' for 'pt-BR'), else none: the caller then
 * leaves the choice to the browser's default voice.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], language: string | undefined): V | null {
  if (!language) return null;
  const wanted = normal(language);
  const exact = voices.filter((v) => normal(v.lang) === wanted);
  if (exact.length > 0) return [...exact].sort(rank)[0] ?? null;
  const same = voices.filter((v) => primary(v.lang) === primary(wanted));
  return [...same].sort(rank)[0] ?? null;
}

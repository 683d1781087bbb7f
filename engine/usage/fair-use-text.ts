// The fair-use limits in words, for the FAQ and the Terms. The prerendered
// pages carry the general sentence; the browser swaps in the operator's
// configured numbers from /api/config (0 = that limit is off).

import { formatCount } from '../format/format-count.ts';

export interface PublicLimits {
  generationsPerDay: number;
  imagesPerDay: number;
  outputTokensPerDay: number;
  maxConcurrentStreams: number;
}

export const GENERAL_FAIR_USE =
  'Each visitor gets a fair daily allowance of free text generations and images, reset at midnight UTC. The tool page tells you when only a few are left. Very rapid bursts of requests from one address are also briefly slowed down.';

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** The configured limits as one answer; the general sentence when none is known. */
export function fairUseAnswer(limits: PublicLimits | undefined | null): string {
  if (!limits) return GENERAL_FAIR_USE;
  const daily = [
    limits.generationsPerDay > 0 ? `${plural(limits.generationsPerDay, 'text generation')} (editor actions included)` : null,
    limits.imagesPerDay > 0 ? plural(limits.imagesPerDay, 'image') : null,
    limits.outputTokensPerDay > 0 ? `about ${formatCount(limits.outputTokensPerDay * 0.75)} words of generated text` : null,
  ].filter((s): s is string => s !== null);
  const parts = [
    daily.length > 0
      ? `Each visitor (each internet address) gets a fair daily allowance of ${daily.join(', ')} a day, reset at midnight UTC. The tool page tells you when only a few are left.`
      : 'There is no daily limit per visitor on this site.',
    limits.maxConcurrentStreams > 0 ? `Up to ${plural(limits.maxConcurrentStreams, 'generation')} can run at the same time.` : null,
    'Very rapid bursts of requests from one address are briefly slowed down, and the site may pause free generations for everyone once its daily AI budget is used up.',
  ];
  return parts.filter(Boolean).join(' ');
}

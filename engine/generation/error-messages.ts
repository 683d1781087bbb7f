import { fillMessage } from '../errors/fill-message.ts';
import { FIRST_PAINT_MESSAGES } from '../errors/first-paint-messages.ts';
import { GENERATION_MESSAGES as VISITOR_MESSAGES } from '../errors/generation-messages.ts';
import type { ErrorCode } from '../errors/error-codes.ts';

// The tool page's and the editor's messages, read from the one catalogue (its generation part,
// engine/errors/generation-messages.ts): the names the generation code uses, no text of their own.
export const MESSAGES = {
  offline: VISITOR_MESSAGES.offline,
  invalidApiKey: VISITOR_MESSAGES.invalidApiKey,
  upstreamStatus: (status: number) => fillMessage(VISITOR_MESSAGES.upstreamStatus, { status }),
  noBody: VISITOR_MESSAGES.noBody,
  timeout: VISITOR_MESSAGES.timeout,
  interrupted: VISITOR_MESSAGES.interrupted,
  stopped: VISITOR_MESSAGES.stopped,
  fallback: VISITOR_MESSAGES.fallback,
  notConfigured: VISITOR_MESSAGES.notConfigured,
  contentFiltered: VISITOR_MESSAGES.contentFiltered,
  noAnswer: VISITOR_MESSAGES.noAnswer,
  quotaUnavailable: VISITOR_MESSAGES.quotaUnavailable,
} as const;

export const EDITOR_MESSAGES = {
  failure: VISITOR_MESSAGES.editorFailure,
  selectionFailure: VISITOR_MESSAGES.editorSelectionFailure,
} as const;

/**
 * Gateway codes whose own message the editor shows as is; every other failure gets the editor's generic
 * wording. The fair-use refusals say what the visitor can do (wait for the reset, let a stream finish).
 */
const EDITOR_PASSTHROUGH = new Set<string>([
  'timeout',
  'interrupted',
  'offline',
  'not_configured',
  'rate_limited',
  'text_too_long',
  // The fair-use refusals (quota-rejections.ts), written out: that list is not part of a page's JavaScript.
  'daily_quota',
  'not_enough_generations',
  'too_many_streams',
  'budget_exhausted',
  'challenge_required',
  'challenge_failed',
  'quota_unavailable',
] satisfies ErrorCode[]);

export function editorFailureMessage(code: string | undefined, message: string): string {
  return code && EDITOR_PASSTHROUGH.has(code) ? message : EDITOR_MESSAGES.failure;
}

/** A selection rewrite's failure: the gateway's own message for the codes above, else the specification's. */
export function selectionFailureMessage(code: string | undefined, message: string): string {
  return code && EDITOR_PASSTHROUGH.has(code) ? message : EDITOR_MESSAGES.selectionFailure;
}

/** Not errors: notes shown under a result that did arrive. */
export const NOTES = {
  /** The provider stopped at its length limit (finish_reason "length"): the text is kept. */
  lengthLimit: FIRST_PAINT_MESSAGES.lengthLimitNote,
} as const;

// Limits of /api/generate, shared by the gateway (enforced) and the browser
// (checked before sending). Documented in docs/limits.md.

/** Longest request a visitor may type, in characters (413 above it). */
export const MAX_INPUT_CHARS = 8000;
/** Earlier turns sent with a request are trimmed, oldest pairs first, to this many characters. */
export const HISTORY_BUDGET_CHARS = 24_000;
/** Largest request body the gateway reads, in bytes (413 above it). */
export const MAX_BODY_BYTES = 256 * 1024;

/** What a blanked value reads in a log line. */
export const CENSOR = '[redacted]';

/**
 * Property names never written to a log line, at the top level of a logged
 * object or one level down (`headers.authorization`, `config.apiKey`).
 */
export const SENSITIVE_KEYS: readonly string[] = ['authorization', 'cookie', 'apiKey', 'secret', 'token', 'password'];
const SENSITIVE = new Set(SENSITIVE_KEYS);

/** A copy of `value` (same prototype, same properties: an Error stays an Error) with its own sensitive properties blanked, or `value` itself when it has none. */
function blankOwn(value: object): object {
  if (Array.isArray(value)) return value; // JSON writes an array's elements only: a property named token on it never shows
  let copy: Record<string, unknown> | null = null;
  for (const key of SENSITIVE_KEYS) {
    if (!Object.hasOwn(value, key)) continue;
    copy ??= Object.create(Object.getPrototypeOf(value) as object | null, Object.getOwnPropertyDescriptors(value)) as Record<string, unknown>;
    Object.defineProperty(copy, key, { value: CENSOR, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}

/**
 * The logged object with every sensitive property blanked, at the top level
 * and one level down, or the object itself when there is none (the usual
 * case: then nothing is copied). Never changes the caller's object.
 *
 * It does what pino's `redact` option did with the paths `key` and `*.key`,
 * but walks only object values: pino's redactor ran once per field of every
 * line, numbers and strings included (7.5 of the 10 µs an access line cost).
 */
export function redactFields<T extends object>(obj: T): T {
  let out: Record<string, unknown> | null = null;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    const value: unknown = obj[key];
    if (value === undefined) continue;
    let blanked = value;
    if (SENSITIVE.has(key)) blanked = CENSOR;
    else if (typeof value === 'object' && value !== null) blanked = blankOwn(value);
    if (blanked === value) continue;
    out ??= { ...(obj as Record<string, unknown>) };
    out[key] = blanked;
  }
  return (out ?? obj) as T;
}

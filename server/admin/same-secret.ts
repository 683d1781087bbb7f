import crypto from 'node:crypto';

/** Compares two secrets in time independent of where they differ (hashing first evens out the lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

// The visitor's language choices, kept on this device. Storage may be unavailable (private
// modes, blocked cookies): then nothing is remembered and nothing fails.

/** The language the visitor last chose in the language switcher. */
export const PREFERRED_LOCALE_KEY = 'preferred-locale';
/** Set once the visitor has closed the banner that offers another language. */
export const BANNER_DISMISSED_KEY = 'language-banner-dismissed';

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered this time
  }
}

export type ShortcutAction = 'generate' | 'stop' | 'regenerate' | 'copy' | 'help';

/** Which action a key press asks for; typing in a text field only ever generates or stops. */
export function shortcutFor(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  inTextField: boolean,
): ShortcutAction | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.key === 'Enter') return 'generate';
  if (e.key === 'Escape') return 'stop';
  if (inTextField) return null;
  if (e.altKey && !mod && e.code === 'KeyR') return 'regenerate'; // code: Alt+R types "®" on a Mac
  if (mod && e.shiftKey && e.code === 'KeyC') return 'copy';
  if (e.key === '?' && !mod && !e.altKey) return 'help';
  return null;
}

export function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

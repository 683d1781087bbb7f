import { useEffect, useRef } from 'react';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/** Key names a keyboard of the page's language prints on its keys (Strg, Umschalt…). */
interface KeyNames {
  ctrl: string;
  shift: string;
  enter: string;
  esc: string;
}

/** The tool page's keyboard shortcuts, as listed in the "?" dialog. */
export const SHORTCUTS: ReadonlyArray<{ keys: (k: KeyNames) => string; does: MessageKey<'tool-page'> }> = [
  { keys: (k) => `${k.ctrl}/⌘ + ${k.enter}`, does: 'shortcutsGenerate' },
  { keys: (k) => k.esc, does: 'shortcutsStop' },
  { keys: () => 'Alt + R', does: 'shortcutsRegenerate' },
  { keys: (k) => `${k.ctrl}/⌘ + ${k.shift} + C`, does: 'shortcutsCopy' },
  { keys: () => 'Alt + J', does: 'shortcutsResult' },
  { keys: () => '/', does: 'shortcutsSearch' },
  { keys: () => '?', does: 'shortcutsHelp' },
];

/**
 * The "?" dialog: a native modal <dialog> (focus trapped, Esc closes, focus returns).
 * Loaded only when first asked for, to keep it out of the tool page's first chunk.
 */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages('tool-page');
  const names: KeyNames = { ctrl: t('keyCtrl'), shift: t('keyShift'), enter: t('keyEnter'), esc: t('keyEsc') };
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="shortcuts-dialog card" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">{t('shortcutsTitle')}</h2>
      <table>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.does}>
              <th scope="row">
                <kbd>{s.keys(names)}</kbd>
              </th>
              <td>{t(s.does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-help">{t('shortcutsNote', { ...names })}</p>
      <button type="button" className="button button-secondary" onClick={onClose}>
        {t('shortcutsClose')}
      </button>
    </dialog>
  );
}

import { useEffect, useRef } from 'react';

/** The tool page's keyboard shortcuts, as listed in the "?" dialog. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; does: string }> = [
  { keys: 'Ctrl/⌘ + Enter', does: 'Generate' },
  { keys: 'Esc', does: 'Stop generating' },
  { keys: 'Alt + R', does: 'Regenerate' },
  { keys: 'Ctrl/⌘ + Shift + C', does: 'Copy the result' },
  { keys: '/', does: 'Search tools (home page)' },
  { keys: '?', does: 'Show these shortcuts' },
];

/**
 * The "?" dialog: a native modal <dialog> (focus trapped, Esc closes, focus returns).
 * Loaded only when first asked for, to keep it out of the tool page's first chunk.
 */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="shortcuts-dialog card" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <kbd>{s.keys}</kbd>
              </th>
              <td>{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-help">Shortcuts other than Ctrl/⌘ + Enter and Esc are ignored while you type in a field.</p>
      <button type="button" className="button button-secondary" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

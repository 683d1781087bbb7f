import type { Editor } from '@tiptap/react';
import { Minimize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../src/i18n/use-messages.ts';

/** Set on <html> while focus mode is on: versions.css then hides everything but the text. */
const FOCUS_CLASS = 'editor-focus';

/** Focus mode: only the text is left on screen; the button in the corner or Escape brings the rest back. */
export function FocusMode({ editor }: { editor: Editor }) {
  const t = useMessages('editor-versions');
  const [on, setOn] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    const button = toggle.current;
    root.classList.add(FOCUS_CLASS);
    editor.commands.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOn(false); // the editor itself handles Escape too (and marks it handled): focus mode still ends
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.classList.remove(FOCUS_CLASS);
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [on, editor]);

  return (
    <>
      <button ref={toggle} type="button" className="button button-secondary" aria-pressed={on} onClick={() => setOn(true)}>
        {t('focusMode')}
      </button>
      {on && (
        <button type="button" className="button button-secondary focus-exit" onClick={() => setOn(false)}>
          <Minimize2 size={16} aria-hidden="true" /> {t('leaveFocus')}
        </button>
      )}
    </>
  );
}

import { useEffect } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';

/** The result's card (one result or the versions): focusable by script only (tabindex -1). */
const resultCard = () => document.querySelector<HTMLElement>('.tool-result');

/** Moves focus to the result; the page never does it by itself, only when the visitor asks. */
function focusResult(): boolean {
  const card = resultCard();
  if (!card) return false;
  card.focus();
  return true;
}

/**
 * The keyboard paths to a finished result, which never takes focus by itself: a "Go to result" link
 * (shown when it has focus) and Alt+J anywhere on the page, outside a text field or not.
 */
export function GoToResult() {
  const t = useMessages('result');
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // code: Alt+J types a character on a Mac keyboard.
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyJ' && focusResult()) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <a
      className="go-to-result"
      href="#result-title"
      onClick={(event) => {
        event.preventDefault();
        focusResult();
      }}
    >
      {t('goToResult')}
    </a>
  );
}

// A reasoning model's reasoning, shown as reasoning: a "Thinking…" line while no answer has come,
// and the text folded under the answer. Plain text (React escapes it), never the result's Markdown,
// and never part of what the result's actions copy, export, share or save.

import { useMessages } from '../../i18n/use-messages.ts';

/** While the model reasons and no answer text has come. Not a live region: the page's one status line says the generation started. */
export function ThinkingStatus({ seconds }: { seconds: number }) {
  const t = useMessages('result');
  return (
    <p className="result-waiting result-thinking">
      {t('thinking')}{' '}
      <span className="thinking-seconds" aria-hidden="true">
        {t('thinkingSeconds', { seconds })}
      </span>
    </p>
  );
}

/** The reasoning, collapsed under the answer. */
export function ReasoningDetails({ text }: { text: string }) {
  const t = useMessages('result');
  return (
    <details className="result-reasoning">
      <summary>{t('reasoning')}</summary>
      <div className="reasoning-text">{text.trim()}</div>
    </details>
  );
}

// A reasoning model's reasoning, shown as reasoning: a "Thinking…" line while no answer has come,
// and the text folded under the answer. Plain text (React escapes it), never the result's Markdown,
// and never part of what the result's actions copy, export, share or save.

/** While the model reasons and no answer text has come. The seconds are not announced, only the state. */
export function ThinkingStatus({ seconds }: { seconds: number }) {
  return (
    <p className="result-waiting result-thinking" role="status" aria-live="polite">
      Thinking…{' '}
      <span className="thinking-seconds" aria-hidden="true">
        {seconds} s
      </span>
    </p>
  );
}

/** The reasoning, collapsed under the answer. */
export function ReasoningDetails({ text }: { text: string }) {
  return (
    <details className="result-reasoning">
      <summary>Reasoning</summary>
      <div className="reasoning-text">{text.trim()}</div>
    </details>
  );
}

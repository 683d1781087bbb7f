import { Send, Square } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';

import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';
import { isBlank } from '../../../engine/validation/clean-text.ts';
import type { GenerateRequest } from '../generation/use-generation.ts';

interface ToolFormProps {
  tool: ToolPageData;
  generating: boolean;
  onSubmit: (request: GenerateRequest) => void;
  onStop: () => void;
  /** Called when 'Remember previous messages' is switched off, so history can be cleared. */
  onHistoryOff?: () => void;
  /** The daily allowance line shown under Generate when little or nothing is left (null otherwise). */
  allowance?: string | null;
  /** A saved result's request put back into the form (a new object each time). */
  restored?: { input: string; context?: string } | null;
}

export function defaultPlaceholder(tool: Pick<ToolPageData, 'title' | 'promptPlaceholder'>): string {
  return tool.promptPlaceholder ?? `What would you like to create with ${tool.title}?`;
}

/** The request form of spec §2: optional Context select, optional history toggle, 'Your Request' and Generate. */
export function ToolForm({ tool, generating, onSubmit, onStop, onHistoryOff, allowance, restored }: ToolFormProps) {
  const [input, setInput] = useState('');
  const [context, setContext] = useState(tool.contextOptions?.[0]?.value ?? '');
  useEffect(() => {
    if (!restored) return;
    setInput(restored.input);
    if (restored.context) setContext(restored.context);
  }, [restored]);
  const [rememberHistory, setRememberHistory] = useState(false);
  const ids = { context: useId(), contextHelp: useId(), input: useId(), inputHelp: useId(), history: useId() };
  const chosen = tool.contextOptions?.find((o) => o.value === context);
  const blank = isBlank(input);
  const tooLong = input.length > MAX_INPUT_CHARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || tooLong || generating) return;
    onSubmit({ input, context: tool.contextOptions ? context : undefined, rememberHistory });
  };

  return (
    <form className="tool-form card" onSubmit={submit}>
      {tool.contextOptions && (
        <div className="field">
          <label htmlFor={ids.context}>Context</label>
          <select id={ids.context} value={context} onChange={(e) => setContext(e.target.value)} aria-describedby={ids.contextHelp}>
            {tool.contextOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p id={ids.contextHelp} className="field-help">
            {chosen?.description}
          </p>
        </div>
      )}
      {tool.contextHistory && (
        <div className="field field-inline">
          <input
            id={ids.history}
            type="checkbox"
            role="switch"
            className="switch"
            checked={rememberHistory}
            onChange={(e) => {
              setRememberHistory(e.target.checked);
              if (!e.target.checked) onHistoryOff?.();
            }}
          />
          <label htmlFor={ids.history}>Remember previous messages</label>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.input}>Your Request</label>
        <textarea
          id={ids.input}
          rows={5}
          value={input}
          placeholder={defaultPlaceholder(tool)}
          onChange={(e) => setInput(e.target.value)}
          aria-describedby={ids.inputHelp}
          aria-invalid={tooLong || undefined}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter generates without leaving the keyboard.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
        />
        <p id={ids.inputHelp} className={tooLong ? 'field-help field-error' : 'field-help'} aria-live="polite">
          {tooLong
            ? `Your request is ${input.length.toLocaleString('en')} characters; the limit is ${MAX_INPUT_CHARS.toLocaleString('en')}.`
            : `${input.length.toLocaleString('en')} / ${MAX_INPUT_CHARS.toLocaleString('en')} characters`}
        </p>
      </div>
      {generating ? (
        // Distinct keys: reusing one <button> would let the Stop click's default action submit the form again.
        <button key="stop" type="button" className="button button-danger generate-button" onClick={onStop}>
          <Square size={16} aria-hidden="true" /> Stop Generation
        </button>
      ) : (
        <button key="generate" type="submit" className="button button-primary generate-button" disabled={blank || tooLong}>
          <Send size={18} aria-hidden="true" /> Generate
        </button>
      )}
      {/* The shortcut hint beside Generate ("?" lists them all). */}
      {!generating && (
        <span className="shortcut-hint">
          <kbd>Ctrl</kbd>/<kbd>⌘</kbd> + <kbd>Enter</kbd> · <kbd>?</kbd> shortcuts
        </span>
      )}
      {allowance && (
        <p className="field-help allowance-line" role="status">
          {allowance}
        </p>
      )}
    </form>
  );
}

import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Tool } from '../../../engine/catalogue/types.ts';

export interface ToolRequest {
  input: string;
  context?: string;
  rememberHistory: boolean;
}

interface ToolFormProps {
  tool: Tool;
  onSubmit?: (request: ToolRequest) => void;
  /** Called when 'Remember previous messages' is switched off, so history can be cleared. */
  onHistoryOff?: () => void;
}

export function defaultPlaceholder(tool: Pick<Tool, 'title' | 'promptPlaceholder'>): string {
  return tool.promptPlaceholder ?? `What would you like to create with ${tool.title}?`;
}

/** The request form of spec §2: optional Context select, optional history toggle, 'Your Request' and Generate. */
export function ToolForm({ tool, onSubmit, onHistoryOff }: ToolFormProps) {
  const [input, setInput] = useState('');
  const [context, setContext] = useState(tool.contextOptions?.[0]?.value ?? '');
  const [rememberHistory, setRememberHistory] = useState(false);
  const ids = { context: useId(), contextHelp: useId(), input: useId(), history: useId() };
  const chosen = tool.contextOptions?.find((o) => o.value === context);
  const blank = input.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    onSubmit?.({ input, context: tool.contextOptions ? context : undefined, rememberHistory });
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
        <textarea id={ids.input} rows={5} value={input} placeholder={defaultPlaceholder(tool)} onChange={(e) => setInput(e.target.value)} />
      </div>
      <button type="submit" className="button button-primary generate-button" disabled={blank}>
        <Send size={18} aria-hidden="true" /> Generate
      </button>
    </form>
  );
}

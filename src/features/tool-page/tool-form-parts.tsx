import { Send, Square } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { formatCount } from '../../../engine/format/format-count.ts';
import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';

// The controls of the request form (tool-form.tsx), each a label with its input: the form
// holds the state and the submit, these only draw it.

export function defaultPlaceholder(tool: Pick<ToolPageData, 'title' | 'promptPlaceholder'>): string {
  return tool.promptPlaceholder ?? `What would you like to create with ${tool.title}?`;
}

/** The Context select, with the chosen option's description under it. */
export function ContextSelect({
  options,
  value,
  onChange,
}: {
  options: NonNullable<ToolPageData['contextOptions']>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const helpId = useId();
  const chosen = options.find((o) => o.value === value);
  return (
    <div className="field">
      <label htmlFor={id}>Context</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={helpId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p id={helpId} className="field-help">
        {chosen?.description}
      </p>
    </div>
  );
}

/** 'Remember previous messages': switching it off also tells the page, so history can be cleared. */
export function HistorySwitch({ checked, onChange, onOff }: { checked: boolean; onChange: (on: boolean) => void; onOff?: () => void }) {
  const id = useId();
  return (
    <div className="field field-inline">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        onChange={(e) => {
          onChange(e.target.checked);
          if (!e.target.checked) onOff?.();
        }}
      />
      <label htmlFor={id}>Remember previous messages</label>
    </div>
  );
}

interface RequestBoxProps {
  tool: Pick<ToolPageData, 'title' | 'promptPlaceholder'>;
  optional: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter: generate without leaving the keyboard. */
  onSubmitKey: (event: KeyboardEvent) => void;
}

/** 'Your Request' (or 'Anything else' under fields), with its character count against the limit. */
export function RequestBox({ tool, optional, value, onChange, onSubmitKey }: RequestBoxProps) {
  const id = useId();
  const helpId = useId();
  const tooLong = value.length > MAX_INPUT_CHARS;
  return (
    <div className="field">
      <label htmlFor={id}>{optional ? 'Anything else (optional)' : 'Your Request'}</label>
      <textarea
        id={id}
        rows={5}
        value={value}
        placeholder={optional ? 'Anything else the answer should include or avoid' : defaultPlaceholder(tool)}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={helpId}
        aria-invalid={tooLong || undefined}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSubmitKey(e);
        }}
      />
      <p id={helpId} className={tooLong ? 'field-help field-error' : 'field-help'} aria-live="polite">
        {/* formatCount, not toLocaleString: the page's first Intl call (ICU's number data) cost
            the tool page's hydration a task of its own, about 15 ms here. */}
        {tooLong
          ? `Your request is ${formatCount(value.length)} characters; the limit is ${formatCount(MAX_INPUT_CHARS)}.`
          : `${formatCount(value.length)} / ${formatCount(MAX_INPUT_CHARS)} characters`}
      </p>
    </div>
  );
}

export function VersionsSelect({ value, onChange }: { value: number; onChange: (versions: number) => void }) {
  const id = useId();
  return (
    <div className="field field-inline">
      <label htmlFor={id}>Versions</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {[1, 2, 3].map((n) => (
          <option key={n} value={n}>
            {n} version{n > 1 ? 's' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Generate, or Stop Generation while a request runs, with the shortcut hint and the allowance line. */
export function GenerateButtons({
  generating,
  disabled,
  onStop,
  allowance,
}: {
  generating: boolean;
  disabled: boolean;
  onStop: () => void;
  allowance?: string | null;
}) {
  return (
    <>
      {generating ? (
        // Distinct keys: reusing one <button> would let the Stop click's default action submit the form again.
        <button key="stop" type="button" className="button button-danger generate-button" onClick={onStop}>
          <Square size={16} aria-hidden="true" /> Stop Generation
        </button>
      ) : (
        <button key="generate" type="submit" className="button button-primary generate-button" disabled={disabled}>
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
    </>
  );
}

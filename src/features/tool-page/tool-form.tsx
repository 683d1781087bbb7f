import { Send, Square } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';

import { formatCount } from '../../../engine/format/format-count.ts';
import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';
import { isBlank } from '../../../engine/validation/clean-text.ts';
import type { GenerateRequest } from '../generation/use-generation.ts';
import { LazyOutputControlsRow, LazyStructuredFields } from './lazy-tool-inputs.tsx';
import type { ControlChoice } from './output-controls-store.ts';

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
  restored?: { input: string; context?: string; fields?: Record<string, string | number>; controls?: ControlChoice } | null;
}

export function defaultPlaceholder(tool: Pick<ToolPageData, 'title' | 'promptPlaceholder'>): string {
  return tool.promptPlaceholder ?? `What would you like to create with ${tool.title}?`;
}

/**
 * The request form of spec §2: optional Context select, optional history toggle, the tool's
 * declared fields (issue 16), 'Your Request' (or 'Anything else' under fields), the output
 * controls row and Generate.
 */
export function ToolForm({ tool, generating, onSubmit, onStop, onHistoryOff, allowance, restored }: ToolFormProps) {
  const [input, setInput] = useState('');
  const [context, setContext] = useState(tool.contextOptions?.[0]?.value ?? '');
  const [rememberHistory, setRememberHistory] = useState(false);
  const [versions, setVersions] = useState(1);
  const [fieldValues, setFieldValues] = useState<Record<string, string>>({});
  const [controls, setControls] = useState<ControlChoice>({});
  const [showErrors, setShowErrors] = useState(false);
  // A saved result put back into the page (issue 17): its request, fields and controls fill the form again.
  useEffect(() => {
    if (!restored) return;
    setInput(restored.input);
    if (restored.context) setContext(restored.context);
    if (restored.fields) setFieldValues(Object.fromEntries(Object.entries(restored.fields).map(([k, v]) => [k, String(v)])));
    if (restored.controls) setControls(restored.controls);
  }, [restored]);
  const ids = { context: useId(), contextHelp: useId(), input: useId(), inputHelp: useId(), history: useId(), versions: useId() };
  const chosen = tool.contextOptions?.find((o) => o.value === context);
  const blank = isBlank(input);
  const tooLong = input.length > MAX_INPUT_CHARS;
  // With fields the box is optional ('Anything else') unless the manifest keeps it as the request.
  const box = tool.fields ? (tool.requestBox ?? 'optional') : 'required';

  // The lazy parts are memoised: a re-render of the form (typing in the request box) must not
  // update their prerendered boundary before its chunk has hydrated it, or React would swap
  // the server HTML for the (empty) fallback until the chunk arrives.
  const onFieldChange = useCallback((name: string, value: string) => setFieldValues((v) => ({ ...v, [name]: value })), []);
  const fieldsForm = useMemo(
    () =>
      tool.fields && (
        <Suspense fallback={null}>
          <LazyStructuredFields.Component fields={tool.fields} values={fieldValues} onChange={onFieldChange} showErrors={showErrors} />
        </Suspense>
      ),
    [tool.fields, fieldValues, onFieldChange, showErrors],
  );
  const controlsRow = useMemo(
    () =>
      tool.outputControls && (
        <Suspense fallback={<div className="controls-row" />}>
          <LazyOutputControlsRow.Component toolId={tool.id} controls={tool.outputControls} value={controls} onChange={setControls} />
        </Suspense>
      ),
    [tool.id, tool.outputControls, controls],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((box === 'required' && blank) || tooLong || generating) return;
    // The fields carry the gateway's rules as their validity (structured-fields.tsx).
    const form = (event.target as HTMLElement).closest('form');
    if (form && !form.checkValidity()) {
      setShowErrors(true);
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    setShowErrors(false);
    const text = box === 'none' ? '' : input;
    const send = (extra: Partial<GenerateRequest> = {}) =>
      onSubmit({ input: text, context: tool.contextOptions ? context : undefined, rememberHistory, controls, versions, ...extra });
    if (!tool.fields) return send();
    // A valid number field's text is sent as a number (its validity was checked above).
    const fields = Object.fromEntries(tool.fields.map((f) => [f.name, f.type === 'number' && fieldValues[f.name] ? Number(fieldValues[f.name]) : (fieldValues[f.name] ?? '')]));
    // The fields' module is already loaded (it draws them). 'Remember previous messages' keeps the
    // visitor's turn as the gateway composes it, fields included.
    // If it cannot load (offline), the request still goes, so the visitor sees why it failed.
    void import('../../../engine/generation/tool-fields.ts').then(
      (m) => send({ fields, turn: m.composeUserMessage(tool.fields, fields, text, tool.requestBox) }),
      () => send({ fields }),
    );
  };

  return (
    <form className="tool-form card" onSubmit={submit} noValidate>
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
      {fieldsForm}
      {box !== 'none' && (
        <div className="field">
          <label htmlFor={ids.input}>{box === 'optional' ? 'Anything else (optional)' : 'Your Request'}</label>
          <textarea
            id={ids.input}
            rows={5}
            value={input}
            placeholder={box === 'optional' ? 'Anything else the answer should include or avoid' : defaultPlaceholder(tool)}
            onChange={(e) => setInput(e.target.value)}
            aria-describedby={ids.inputHelp}
            aria-invalid={tooLong || undefined}
            onKeyDown={(e) => {
              // Ctrl/Cmd+Enter generates without leaving the keyboard.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
            }}
          />
          <p id={ids.inputHelp} className={tooLong ? 'field-help field-error' : 'field-help'} aria-live="polite">
            {/* formatCount, not toLocaleString: the page's first Intl call (ICU's number data) cost
                the tool page's hydration a task of its own, about 15 ms here. */}
            {tooLong
              ? `Your request is ${formatCount(input.length)} characters; the limit is ${formatCount(MAX_INPUT_CHARS)}.`
              : `${formatCount(input.length)} / ${formatCount(MAX_INPUT_CHARS)} characters`}
          </p>
        </div>
      )}
      {controlsRow}
      <div className="field field-inline">
        <label htmlFor={ids.versions}>Versions</label>
        <select id={ids.versions} value={versions} onChange={(e) => setVersions(Number(e.target.value))}>
          {[1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {n} version{n > 1 ? 's' : ''}
            </option>
          ))}
        </select>
      </div>
      {generating ? (
        // Distinct keys: reusing one <button> would let the Stop click's default action submit the form again.
        <button key="stop" type="button" className="button button-danger generate-button" onClick={onStop}>
          <Square size={16} aria-hidden="true" /> Stop Generation
        </button>
      ) : (
        <button key="generate" type="submit" className="button button-primary generate-button" disabled={(box === 'required' && blank) || tooLong}>
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

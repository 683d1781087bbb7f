import { Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';
import { isBlank } from '../../../engine/validation/clean-text.ts';
import type { GenerateRequest } from '../generation/use-generation.ts';
import { LazyOutputControlsRow, LazyStructuredFields } from './lazy-tool-inputs.tsx';
import type { ControlChoice } from './output-controls-store.ts';
import { ContextSelect, GenerateButtons, HistorySwitch, RequestBox, VersionsSelect } from './tool-form-parts.tsx';

export { defaultPlaceholder } from './tool-form-parts.tsx';

type RestoredRequest = {
  input: string;
  context?: string;
  fields?: Record<string, string | number>;
  controls?: ControlChoice;
};

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
  restored?: RestoredRequest | null;
}

/** The form's values, filled again from a saved result's request when one is put back into the page. */
function useRequestState(tool: ToolPageData, restored: RestoredRequest | null | undefined) {
  const [input, setInput] = useState('');
  const [context, setContext] = useState(tool.contextOptions?.[0]?.value ?? '');
  const [fieldValues, setFieldValues] = useState<Record<string, string>>({});
  const [controls, setControls] = useState<ControlChoice>({});
  useEffect(() => {
    if (!restored) return;
    setInput(restored.input);
    if (restored.context) setContext(restored.context);
    if (restored.fields) setFieldValues(Object.fromEntries(Object.entries(restored.fields).map(([k, v]) => [k, String(v)])));
    if (restored.controls) setControls(restored.controls);
  }, [restored]);
  return {
    input,
    setInput,
    context,
    setContext,
    fieldValues,
    setFieldValues,
    controls,
    setControls,
  };
}

/**
 * Sends the request: with declared fields, their values (a number field's as a number) and the
 * visitor's turn as the gateway composes it, so 'Remember previous messages' keeps it whole. The
 * fields' module is already loaded (it draws them); if it cannot load (offline), the request
 * still goes, so the visitor sees why it failed.
 */
function sendRequest(tool: ToolPageData, fieldValues: Record<string, string>, send: (extra?: Partial<GenerateRequest>) => void, text: string): void {
  if (!tool.fields) return send();
  const fields = Object.fromEntries(
    tool.fields.map((f) => [f.name, f.type === 'number' && fieldValues[f.name] ? Number(fieldValues[f.name]) : (fieldValues[f.name] ?? '')]),
  );
  void import('../../../engine/generation/tool-fields.ts').then(
    (m) =>
      send({
        fields,
        turn: m.composeUserMessage(tool.fields, fields, text, tool.requestBox),
      }),
    () => send({ fields }),
  );
}

/**
 * The request form of spec §2: optional Context select, optional history toggle, the tool's
 * declared fields, 'Your Request' (or 'Anything else' under fields), the output
 * controls row and Generate.
 */
export function ToolForm({ tool, generating, onSubmit, onStop, onHistoryOff, allowance, restored }: ToolFormProps) {
  const { input, setInput, context, setContext, fieldValues, setFieldValues, controls, setControls } = useRequestState(tool, restored);
  const [rememberHistory, setRememberHistory] = useState(false);
  const [versions, setVersions] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const blank = isBlank(input);
  const tooLong = input.length > MAX_INPUT_CHARS;
  // With fields the box is optional ('Anything else') unless the manifest keeps it as the request.
  const box = tool.fields ? (tool.requestBox ?? 'optional') : 'required';

  // The lazy parts are memoised: a re-render of the form (typing in the request box) must not
  // update their prerendered boundary before its chunk has hydrated it, or React would swap
  // the server HTML for the (empty) fallback until the chunk arrives.
  const onFieldChange = useCallback((name: string, value: string) => setFieldValues((v) => ({ ...v, [name]: value })), [setFieldValues]);
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
    [tool.id, tool.outputControls, controls, setControls],
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
      onSubmit({
        input: text,
        context: tool.contextOptions ? context : undefined,
        rememberHistory,
        controls,
        versions,
        ...extra,
      });
    sendRequest(tool, fieldValues, send, text);
  };

  return (
    <form className="tool-form card" onSubmit={submit} noValidate>
      {tool.contextOptions && <ContextSelect options={tool.contextOptions} value={context} onChange={setContext} />}
      {tool.contextHistory && <HistorySwitch checked={rememberHistory} onChange={setRememberHistory} onOff={onHistoryOff} />}
      {fieldsForm}
      {box !== 'none' && <RequestBox tool={tool} optional={box === 'optional'} value={input} onChange={setInput} onSubmitKey={submit} />}
      {controlsRow}
      <VersionsSelect value={versions} onChange={setVersions} />
      <GenerateButtons generating={generating} disabled={(box === 'required' && blank) || tooLong} onStop={onStop} allowance={allowance} />
    </form>
  );
}

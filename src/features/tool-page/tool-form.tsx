import { Suspense, useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';
import { isBlank } from '../../../engine/validation/clean-text.ts';
import { useMessages, type Translate } from '../../i18n/use-messages.ts';
import type { GenerateRequest } from '../generation/use-generation.ts';
import { LazyOutputControlsRow, LazyStructuredFields, useFormLinkBar } from './lazy-tool-inputs.tsx';
import type { ControlChoice } from './output-controls-store.ts';
import { useToolUnavailable } from '../tool-switch/use-tool-unavailable.ts';
import { ContextSelect, GenerateButtons, HistorySwitch, RequestBox, VersionsSelect } from './tool-form-parts.tsx';
import { useCountFormat } from './use-count-format.ts';
import { lazyPart } from '../lazy/lazy-part.ts';

export { defaultPlaceholder } from './tool-form-parts.tsx';

// Only a tool the operator switched off needs its notice: fetched then, never with the page.
const ToolUnavailable = lazyPart(() => import('../tool-switch/tool-unavailable.tsx'));

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
  /**
   * The daily allowance line under Generate, for the versions chosen; `offer` generates the request
   * with fewer versions (what is left today).
   */
  allowance?: (versions: number, offer: (versions: number) => void) => ReactNode;
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

/** Why Generate is disabled, said beside it; null when it can be pressed. */
function generateBlocker(requiredBlank: boolean, tooLong: boolean, t: Translate<'tool-page'>, count: (n: number) => string): string | null {
  if (requiredBlank) return t('formBlankBlocker');
  if (tooLong) return t('formTooLongBlocker', { limit: count(MAX_INPUT_CHARS) });
  return null;
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
 * The tool page's request form: optional Context select, optional history toggle, the tool's
 * declared fields, 'Your Request' (or 'Anything else' under fields), the output
 * controls row and Generate.
 */
export function ToolForm({ tool, generating, onSubmit, onStop, onHistoryOff, allowance, restored }: ToolFormProps) {
  const t = useMessages('tool-page');
  const count = useCountFormat();
  // While the operator has the tool switched off, their reason is shown instead of Generate.
  const unavailable = useToolUnavailable(tool.id);
  const request = useRequestState(tool, restored);
  const { input, setInput, context, setContext, fieldValues, setFieldValues, controls, setControls } = request;
  const formLink = useFormLinkBar(tool, request);
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
    submitWith((event.target as HTMLElement).closest('form'), versions);
  };
  /** The allowance line's offer: the same request with the versions that are left. */
  const offer = (fewer: number) => {
    setVersions(fewer);
    submitWith(document.querySelector('form.tool-form'), fewer);
  };
  const submitWith = (form: HTMLFormElement | null, count: number) => {
    if ((box === 'required' && blank) || tooLong || generating || unavailable !== null) return;
    // The fields carry the gateway's rules as their validity (structured-fields.tsx).
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
        versions: count,
        ...extra,
      });
    sendRequest(tool, fieldValues, send, text);
  };

  return (
    <form className="tool-form card" onSubmit={submit} noValidate>
      {unavailable !== null && !generating && (
        <Suspense fallback={null}>
          <ToolUnavailable title={tool.title} reason={unavailable} />
        </Suspense>
      )}
      {tool.contextOptions && <ContextSelect options={tool.contextOptions} value={context} onChange={setContext} />}
      {tool.contextHistory && <HistorySwitch checked={rememberHistory} onChange={setRememberHistory} onOff={onHistoryOff} />}
      {fieldsForm}
      {box !== 'none' && (
        // Beside the tool's own fields, the request box says it is the one that must be filled.
        <RequestBox tool={tool} optional={box === 'optional'} markRequired={Boolean(tool.fields)} value={input} onChange={setInput} onSubmitKey={submit} />
      )}
      {controlsRow}
      <VersionsSelect value={versions} onChange={setVersions} />
      {(unavailable === null || generating) && <GenerateButtons generating={generating} disabledReason={generateBlocker(box === 'required' && blank, tooLong, t, count)} onStop={onStop} allowance={allowance?.(versions, offer)} />}
      <Suspense fallback={null}>{formLink}</Suspense>
    </form>
  );
}

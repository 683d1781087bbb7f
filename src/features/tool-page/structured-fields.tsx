import { useEffect, useId, useRef, useState } from 'react';
import type { DisplayToolField } from '../../../engine/catalogue/types.ts';
import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';
import { fieldProblem, fieldValueToSend } from '../../../engine/generation/tool-fields.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { DocumentTrigger } from '../documents/document-trigger.tsx';

interface StructuredFieldsProps {
  fields: readonly DisplayToolField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** True after a submit the form refused: the invalid fields show their messages. */
  showErrors: boolean;
}

/**
 * A tool's declared fields (manifest `fields`) as a labelled form. Each input carries the
 * gateway's own rule for it (engine/generation/tool-fields.ts) as its custom validity, so
 * the form's checkValidity() refuses exactly what the gateway would; after a refused
 * submit each invalid field shows its message, named, and a summary is announced.
 */
export function StructuredFields({ fields, values, onChange, showErrors }: StructuredFieldsProps) {
  const t = useMessages('tool-page');
  const base = useId();
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>());
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const problems = fields.map((f) => fieldProblem(f, fieldValueToSend(f, values[f.name] ?? ''))?.message ?? '');
  useEffect(() => {
    fields.forEach((f, i) => inputs.current.get(f.name)?.setCustomValidity(problems[i] ?? ''));
  });
  const shown = showErrors ? problems.filter(Boolean) : [];
  return (
    // data-live: hydrated, so typing is kept; tests wait for it.
    <div className="structured-fields" data-live={live || undefined}>
      {fields.map((f, i) => {
        const id = `${base}-${f.name}`;
        const errorId = `${id}-error`;
        const error = showErrors ? problems[i] : '';
        const common = {
          id,
          name: f.name,
          ref: (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void (el ? inputs.current.set(f.name, el) : inputs.current.delete(f.name)),
          required: f.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          value: values[f.name] ?? '',
          onChange: (e: { target: { value: string } }) => onChange(f.name, e.target.value),
        };
        return (
          <div className="field" key={f.name}>
            <label htmlFor={id}>
              {f.label}
              {f.required ? <span className="field-required"> {t('formRequired')}</span> : null}
            </label>
            {f.type === 'long_text' ? (
              <textarea {...common} rows={3} placeholder={f.placeholder} maxLength={f.maxLength} />
            ) : f.type === 'select' ? (
              <select {...common}>
                <option value="">{f.required ? t('fieldsChoose') : t('fieldsNotSpecified')}</option>
                {/* The value sent is the manifest's English option; the text shown is its translation where the page has one. */}
                {f.options?.map((o, j) => (
                  <option key={o} value={o}>
                    {f.optionLabels?.[j] ?? o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={f.type === 'number' ? 'number' : 'text'}
                inputMode={f.type === 'number' ? 'numeric' : undefined}
                placeholder={f.placeholder}
                maxLength={f.maxLength}
                min={f.min}
                max={f.max}
              />
            )}
            {error && (
              <p id={errorId} className="field-help field-error">
                {error}
              </p>
            )}
            {/* A long text field takes a file's text too, up to its own limit. */}
            {f.type === 'long_text' && <DocumentTrigger boxId={id} limit={f.maxLength ?? MAX_INPUT_CHARS} onText={(value) => onChange(f.name, value)} />}
          </div>
        );
      })}
      {/* An alert is announced when it appears; it exists only while the form is refused. */}
      {shown.length > 0 && (
        <p className="visually-hidden" role="alert">
          {t('fieldsCheck', { problems: shown.join(' ') })}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
}

function FieldFrame({ name, label, error, required, hint, children }: FieldProps & { children: ReactNode }) {
  const t = useMessages('forms');
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="optional"> {t('fieldOptional')}</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`f-${name}-hint`} className="field-help">
          {hint}
        </p>
      )}
      {error && (
        <p id={`f-${name}-error`} className="field-help field-error">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (p: FieldProps) => (p.error ? `f-${p.name}-error` : p.hint ? `f-${p.name}-hint` : undefined);

export function TextField(props: FieldProps & { type?: 'text' | 'email'; autoComplete?: string; maxLength?: number }) {
  return (
    <FieldFrame {...props}>
      <input id={`f-${props.name}`} name={props.name} type={props.type ?? 'text'} required={props.required} autoComplete={props.autoComplete} maxLength={props.maxLength} aria-invalid={props.error ? true : undefined} aria-describedby={describedBy(props)} />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <FieldFrame {...props}>
      <textarea id={`f-${props.name}`} name={props.name} rows={props.rows ?? 4} required={props.required} maxLength={props.maxLength} aria-invalid={props.error ? true : undefined} aria-describedby={describedBy(props)} />
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  return (
    <FieldFrame {...props}>
      <select id={`f-${props.name}`} name={props.name} required={props.required} defaultValue="" aria-invalid={props.error ? true : undefined} aria-describedby={describedBy(props)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Hidden from people and assistive technology; bots fill it and get silently dropped. */
export function Honeypot() {
  const t = useMessages('forms');
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('honeypotLabel')}
        <input name="bot-field" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

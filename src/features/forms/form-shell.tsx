import { CheckCircle2, Send } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { ErrorBox } from '../common/error-box.tsx';
import type { SubmitState } from './use-form-submit.ts';

interface FormShellProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  successText: string;
  state: SubmitState;
  message: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  onAgain: () => void;
  children: ReactNode;
}

export function FormShell({ label, submitLabel, busyLabel, successText, state, message, onSubmit, onAgain, children }: FormShellProps) {
  const t = useMessages('forms');
  if (state === 'sent') {
    return (
      <div className="card form-success" role="status">
        <CheckCircle2 size={28} aria-hidden="true" />
        <p>{successText}</p>
        <button type="button" className="button button-secondary" onClick={onAgain}>
          {t('sendAnother')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="card stored-form"
      aria-label={label}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSubmit(e.currentTarget);
      }}
    >
      {children}
      {message && <ErrorBox message={message} />}
      <button type="submit" className="button button-primary" disabled={state === 'submitting'}>
        <Send size={16} aria-hidden="true" className="icon-directional" /> {state === 'submitting' ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { visitorMessage } from '../../../engine/errors/error-messages.ts';
import { formFieldErrors, type FormType } from '../../../engine/forms/form-validation.ts';
import { ApiError, postJson } from '../api/api-client.ts';
import { useRequestSignal } from '../api/use-request-signal.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { localizeFieldErrors } from './localize-field-errors.ts';

export type SubmitState = 'idle' | 'submitting' | 'sent' | 'failed';

/** The form's values as the gateway takes them: empty optional fields (and an empty honeypot) left out. */
function formValues(form: HTMLFormElement): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value !== 'string' || value === '') continue;
    body[key] = value;
  }
  return body;
}

/** What the visitor is told when the gateway refused or could not be reached. */
function failureMessage(error: ApiError): string {
  if (error.status !== null) return error.code === 'http_status' ? visitorMessage('formFailed') : error.message;
  return visitorMessage('formUnreachable');
}

/**
 * Submits one of the stored forms through the API client: the same compiled validator as the
 * gateway shows field errors before anything is sent; the gateway's answer decides success.
 * Leaving the page aborts a submission still on its way.
 */
export function useFormSubmit(type: FormType) {
  const [state, setState] = useState<SubmitState>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const request = useRequestSignal();
  const t = useMessages('forms');

  async function submit(form: HTMLFormElement): Promise<void> {
    const body = formValues(form);
    const found = formFieldErrors(type, body);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setMessage(visitorMessage('formInvalid'));
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setState('submitting');
    setMessage(null);
    try {
      await postJson(`/api/forms/${type}`, body, { signal: request.begin() });
      form.reset();
      setState('sent');
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('internal', visitorMessage('formFailed'));
      if (failure.code === 'stopped') return; // the visitor left: nobody to tell
      setErrors(failure.detail.fields ?? {});
      setMessage(failureMessage(failure));
      setState('failed');
    }
  }

  // The form-level message stays English here: the error box shows it in the page's language.
  return { state, errors: localizeFieldErrors(errors, t), message, submit, reset: () => setState('idle') };
}

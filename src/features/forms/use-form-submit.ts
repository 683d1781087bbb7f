import { useState } from 'react';
import { formFieldErrors, HONEYPOT_FIELD, type FormType } from '../../../engine/forms/form-validation.ts';

export type SubmitState = 'idle' | 'submitting' | 'sent' | 'failed';

/**
 * Submits one of the stored forms: the same compiled validator as the gateway
 * shows field errors before anything is sent; the gateway's answer decides
 * success. Empty optional fields are left out.
 */
export function useFormSubmit(type: FormType) {
  const [state, setState] = useState<SubmitState>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(form: HTMLFormElement): Promise<void> {
    const data = new FormData(form);
    const body: Record<string, string> = {};
    for (const [key, value] of data.entries()) {
      if (typeof value !== 'string') continue;
      if (value === '' && key !== HONEYPOT_FIELD) continue;
      if (key === HONEYPOT_FIELD && value === '') continue;
      body[key] = value;
    }
    const found = formFieldErrors(type, body);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setMessage('Please correct the highlighted fields.');
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setState('submitting');
    setMessage(null);
    try {
      const res = await fetch(`/api/forms/${type}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
      if (!res.ok) {
        setErrors(answer?.error?.fields ?? {});
        setMessage(answer?.error?.message ?? 'Something went wrong. Please try again.');
        setState('failed');
        return;
      }
      form.reset();
      setState('sent');
    } catch {
      setMessage('We could not reach the server. Check your connection and try again.');
      setState('failed');
    }
  }

  return { state, errors, message, submit, reset: () => setState('idle') };
}

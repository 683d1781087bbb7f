import { useId, useState, type FormEvent } from 'react';
import { eraseEmail } from './admin-api.ts';

/** Erasure for a person who asks: every submission sent with one email address, deleted. */
export function EraseForm({ onErased, onError }: { onErased: (deleted: number, newCount: number) => void; onError: (error: unknown) => string }) {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    setConfirming(false);
    try {
      const { deleted, newCount } = await eraseEmail(email);
      setMessage(`Erased ${deleted} submission${deleted === 1 ? '' : 's'} sent with that address.`);
      setEmail('');
      onErased(deleted, newCount);
    } catch (error) {
      setMessage(onError(error));
    }
  };
  return (
    <section className="inbox-erase card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Erase a person's submissions</h2>
      <form onSubmit={(event) => void submit(event)} className="admin-form admin-form-row">
        <div className="field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input id={`${id}-email`} type="email" required value={email} onChange={(e) => (setEmail(e.target.value), setConfirming(false))} />
        </div>
        <button type="submit" className={`button ${confirming ? 'button-danger' : 'button-secondary'}`}>
          {confirming ? 'Yes, erase them all' : 'Erase all from this address'}
        </button>
      </form>
      <p role="status" className="field-help">
        {confirming ? 'Press again to delete every submission sent with this address. This cannot be undone.' : message}
      </p>
    </section>
  );
}

import { visitorHint } from '../../../engine/errors/visitor-hints.ts';

/** The plain-language line under an error message (engine/errors/visitor-hints.ts), or nothing when the message says it plainly. */
export default function ErrorHint({ message }: { message: string }) {
  const hint = visitorHint(message);
  return hint ? <p className="error-hint">{hint}</p> : null;
}

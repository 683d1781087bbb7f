import { CircleAlert } from 'lucide-react';

export function ErrorBox({ message }: { message: string }) {
  return (
    <div className="error-box" role="alert">
      <CircleAlert size={20} aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

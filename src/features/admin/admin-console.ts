import { useOutletContext } from 'react-router';
import { ApiError } from '../api/api-client.ts';

/** What the console frame gives each page (through the layout's Outlet). */
export interface AdminConsole {
  /** Who is signed in: `token` or `github:<login>`. */
  actor: string;
  /** New (untriaged) forms, shown in the header. */
  newCount: number | null;
  setNewCount: (count: number) => void;
  /** A failed call: a 401 means the session ended (expired, or signed out elsewhere), and the sign-in form comes back. */
  onError: (error: unknown) => string;
}

export const useAdminConsole = () => useOutletContext<AdminConsole>();

/** The message to show for a failed admin call. */
export function errorText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : 'Something went wrong.';
}

export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

import { useEffect, useRef, useState } from 'react';
import { copyText, type CopyAs } from './copy-text.ts';

export type { CopyAs };

/** A copy confirmation lasts 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies text (copy-text.ts says how); `copied` is true for 2 s afterwards. */
export function useCopy(): { copied: boolean; copy: (text: string, as?: CopyAs) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    copied,
    copy: async (text: string, as: CopyAs = 'text') => {
      try {
        await copyText(text, as);
      } catch {
        return; // clipboard refused: the text stays selectable
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    },
  };
}

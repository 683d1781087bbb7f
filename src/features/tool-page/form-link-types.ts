import type { ControlChoice } from './output-controls-store.ts';

/** The form's values and setters (tool-form.tsx's request state), read when the visitor acts. */
export interface FormLinkTarget {
  input: string;
  context: string;
  fieldValues: Record<string, string>;
  controls: ControlChoice;
  setInput: (value: string) => void;
  setContext: (value: string) => void;
  setFieldValues: (values: Record<string, string>) => void;
  setControls: (choice: ControlChoice) => void;
}

/** What "Copy form link" made: the link (and whether the clipboard took it), or the size that is too long for one. */
export type MadeLink = { kind: 'link'; url: string; copied: boolean } | { kind: 'too_long'; size: number };

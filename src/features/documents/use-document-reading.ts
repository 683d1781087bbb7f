import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentProblem } from '../../../engine/documents/document-problems.ts';
import { firstCharacters, placeDocumentText, placeFirstCharacters, roomLeft } from '../../../engine/documents/place-text.ts';
import { isBlank } from '../../../engine/validation/clean-text.ts';

// What happens to a file given to a box: read (read-document.ts, loaded on the first file), then
// its text added after what the box holds (engine/documents/place-text.ts) or, when it is longer
// than the room left, offered cut to that room. The box's value is read when the text is ready,
// so what the visitor typed while the file was read is kept too.

export type DocumentState =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'added'; name: string; pages: number | null; characters: number; appended: boolean; usedFirst: number | null }
  | { step: 'offer'; name: string; pages: number | null; text: string; room: number }
  | { step: 'problem'; name: string; problem: DocumentProblem };

function boxValue(boxId: string): string {
  return (document.getElementById(boxId) as HTMLTextAreaElement | null)?.value ?? '';
}

async function readText(file: File) {
  try {
    return await (await import('./read-document.ts')).readDocument(file);
  } catch {
    // The reader's code did not load (offline) or the browser could not read the file.
    return { problem: 'read-failed' as const };
  }
}

export function useDocumentReading(boxId: string, limit: number, onText: (value: string) => void) {
  const [state, setState] = useState<DocumentState>({ step: 'idle' });
  // The latest file wins: a result that arrives after another file was given is dropped.
  const latest = useRef<File | null>(null);
  // The box's setter as last rendered: a field's setter is a new function on every render, and the
  // drop listeners (use-document-drop.ts) need not follow it.
  const setBox = useRef(onText);
  useEffect(() => {
    setBox.current = onText;
  });

  const read = useCallback(
    async (file: File) => {
      latest.current = file;
      const name = file.name;
      setState({ step: 'reading', name });
      const result = await readText(file);
      if (latest.current !== file) return;
      if ('problem' in result) return setState({ step: 'problem', name, problem: result.problem });
      const current = boxValue(boxId);
      const placed = placeDocumentText(current, result.text, limit);
      if (placed.kind === 'no-room') return setState({ step: 'problem', name, problem: 'no-room' });
      if (placed.kind === 'over') return setState({ step: 'offer', name, pages: result.pages, text: result.text, room: placed.room });
      setBox.current(placed.value);
      setState({ step: 'added', name, pages: result.pages, characters: result.text.length, appended: !isBlank(current), usedFirst: null });
    },
    [boxId, limit],
  );

  const acceptOffer = () => {
    if (state.step !== 'offer') return;
    const current = boxValue(boxId);
    // The room is measured again: the visitor may have typed since the offer was made.
    const used = firstCharacters(state.text, roomLeft(current, limit)).length;
    if (used === 0) return setState({ step: 'problem', name: state.name, problem: 'no-room' });
    setBox.current(placeFirstCharacters(current, state.text, limit));
    setState({ step: 'added', name: state.name, pages: state.pages, characters: state.text.length, appended: !isBlank(current), usedFirst: used });
  };

  return { state, read, acceptOffer, dismiss: () => setState({ step: 'idle' }) };
}

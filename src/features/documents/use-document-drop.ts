import { useEffect } from 'react';

// Dropping a file on a box reads it (document-trigger.tsx). The box is found by its id, so the box
// itself (in the page's first JavaScript) carries no drop code: this module loads after it. While a
// file is dragged over the box it is marked (data-drop, styled in tool-page.css). A file dropped
// anywhere else on the page is refused instead of opened by the browser, which would leave the page
// and lose what was typed. Text dragged (not files) is left to the browser.

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

function refuseOutsideDrop(event: DragEvent): void {
  if (!carriesFiles(event) || event.defaultPrevented) return;
  event.preventDefault();
  if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
}

export function useDocumentDrop(boxId: string, onFile: (file: File) => void): void {
  useEffect(() => {
    const box = document.getElementById(boxId);
    if (!box) return;
    const mark = (on: boolean) => (on ? box.setAttribute('data-drop', '') : box.removeAttribute('data-drop'));
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      mark(true);
    };
    const leave = () => mark(false);
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      mark(false);
      const file = event.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    box.addEventListener('dragenter', over);
    box.addEventListener('dragover', over);
    box.addEventListener('dragleave', leave);
    box.addEventListener('drop', drop);
    window.addEventListener('dragover', refuseOutsideDrop);
    window.addEventListener('drop', refuseOutsideDrop);
    return () => {
      box.removeEventListener('dragenter', over);
      box.removeEventListener('dragover', over);
      box.removeEventListener('dragleave', leave);
      box.removeEventListener('drop', drop);
      window.removeEventListener('dragover', refuseOutsideDrop);
      window.removeEventListener('drop', refuseOutsideDrop);
    };
  }, [boxId, onFile]);
}

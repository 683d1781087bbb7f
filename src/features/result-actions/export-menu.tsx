import { Download, Printer } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ExportFormat } from '../../../engine/export/file-name.ts';
import { downloadResult, type ExportableResult } from './download-result.ts';

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'md', label: 'Markdown (.md)' },
  { format: 'txt', label: 'Plain text (.txt)' },
  { format: 'html', label: 'Web page (.html)' },
  { format: 'docx', label: 'Word (.docx)' },
];

/** "Export": a disclosure with one button per format, and Print (the browser's Save as PDF). */
export function ExportMenu({ result }: { result: ExportableResult }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const pick = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadResult(format, result);
      close();
    } catch {
      setFailed(true); // e.g. the .docx module could not be fetched (offline)
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="export-menu" onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button ref={toggle} type="button" className="button button-secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <Download size={16} aria-hidden="true" /> Export
      </button>
      {open && (
        <ul id={listId} className="export-options card" aria-label="Export formats">
          {FORMATS.map(({ format, label }) => (
            <li key={format}>
              <button type="button" className="export-option" onClick={() => void pick(format)} disabled={busy !== null}>
                {busy === format ? 'Preparing…' : label}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="export-option"
              onClick={() => {
                close();
                window.print();
              }}
            >
              <Printer size={14} aria-hidden="true" /> Print or save as PDF
            </button>
          </li>
          {failed && (
            <li role="alert" className="field-error">
              The export could not be prepared. Please try again.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

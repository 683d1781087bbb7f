import { Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ExportFormat } from '../../../engine/export/file-name.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { downloadResult, type ExportableResult } from './download-result.ts';

const FORMATS: Array<{ format: ExportFormat; label: MessageKey<'result'> }> = [
  { format: 'md', label: 'exportMarkdown' },
  { format: 'txt', label: 'exportText' },
  { format: 'html', label: 'exportHtml' },
  { format: 'docx', label: 'exportWord' },
];

interface ExportPanelProps {
  id: string;
  result: ExportableResult;
  /** Closes the panel and puts focus back where it was opened from (the Export button, or "More"). */
  onClose: () => void;
}

/**
 * Export's formats, one button each, and Print (the browser's Save as PDF). It opens under the
 * actions bar, in the page's flow, so it never covers the result; the first format takes focus,
 * Escape closes it.
 */
export function ExportPanel({ id, result, onClose }: ExportPanelProps) {
  const t = useMessages('result');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('button')?.focus();
  }, []);
  const pick = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadResult(format, result);
      onClose();
    } catch {
      setFailed(true); // e.g. the .docx module could not be fetched (offline)
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul
      ref={list}
      id={id}
      className="export-options"
      aria-label={t('exportFormats')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      {FORMATS.map(({ format, label }) => (
        <li key={format}>
          <button type="button" className="export-option" onClick={() => void pick(format)} disabled={busy !== null}>
            {busy === format ? t('exportPreparing') : t(label)}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="export-option"
          onClick={() => {
            onClose();
            window.print();
          }}
        >
          <Printer size={14} aria-hidden="true" /> {t('exportPrint')}
        </button>
      </li>
      {failed && (
        <li role="alert" className="field-error">
          {t('exportFailed')}
        </li>
      )}
    </ul>
  );
}

import { exportFileName, type ExportFormat } from '../../../engine/export/file-name.ts';
import { markdownToHtmlDocument } from '../../../engine/export/markdown-to-html.ts';
import { markdownToPlainText } from '../../../engine/export/markdown-to-plain-text.ts';

export interface ExportableResult {
  toolId: string;
  toolTitle: string;
  input: string;
  output: string;
}

/** Saves a Blob under a name through a temporary link (no server involved). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

async function toBlob(format: ExportFormat, result: ExportableResult): Promise<Blob> {
  switch (format) {
    case 'md':
      return new Blob([result.output], { type: 'text/markdown;charset=utf-8' });
    case 'txt':
      return new Blob([markdownToPlainText(result.output)], { type: 'text/plain;charset=utf-8' });
    case 'html':
      return new Blob([markdownToHtmlDocument(result.output, result.toolTitle)], { type: 'text/html;charset=utf-8' });
    case 'docx': {
      // The docx package is large: fetched only when the visitor picks .docx.
      const { markdownToDocxBlob } = await import('../../../engine/export/markdown-to-docx.ts');
      return markdownToDocxBlob(result.output, result.toolTitle);
    }
  }
}

/** Downloads the result in a format, named after the tool and the request's first words. */
export async function downloadResult(format: ExportFormat, result: ExportableResult): Promise<void> {
  saveBlob(await toBlob(format, result), exportFileName(result.toolId, result.input, format));
}

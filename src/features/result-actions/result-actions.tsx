import { Check, Copy, Download, FileCode, RefreshCw, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { LazyLikeButton as LikeButton } from '../likes/lazy-likes.tsx';
import { ActionButton } from './action-button.tsx';
import { ExportPanel } from './export-menu.tsx';
import { MoreMenu } from './more-menu.tsx';
import { ShareOutcome, useShare } from './share-button.tsx';

export interface ResultActionsProps {
  toolId: string;
  toolTitle: string;
  /** The request that produced the result: names the downloads, travels in share links. */
  input: string;
  output: string;
  onRegenerate: () => void;
}

/** The element shown of two (a hidden one has no layout box): the Export button on a wide bar, "More" on a narrow one. */
const shown = (...elements: Array<HTMLElement | null>) => elements.find((el) => el !== null && el.getClientRects().length > 0);

/**
 * The finished result's actions: Like, Regenerate, Copy to Clipboard (rich text), Copy as Markdown,
 * Export and Share, in ONE row at every width (result-actions.css): icon buttons whose names show
 * as tooltips, the spec's two (Regenerate, Copy to Clipboard) labelled on a wide bar, and the less
 * used three in a "More actions" menu on a narrow one. The bar sits under the text, in the page's
 * flow, never pinned over it; Export's formats and the share link open under it. Loaded after the
 * first paint (the tool page's first chunk has a budget).
 */
export default function ResultActions({ toolId, toolTitle, input, output, onRegenerate }: ResultActionsProps) {
  const t = useMessages('result');
  const rich = useCopy();
  const source = useCopy();
  const result = { toolId, toolTitle, input, output };
  const share = useShare(result);
  const [exporting, setExporting] = useState(false);
  const panelId = useId();
  const exportButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const closeExport = () => {
    setExporting(false);
    shown(exportButton.current, moreButton.current)?.focus();
  };
  const copySource = () => void source.copy(output, 'markdown');
  const hasText = output !== '';
  return (
    <div className="result-toolbar">
      <div className="result-actions" role="group" aria-label={t('actionsGroup')}>
        {/* The like button and its count sit with the result's actions (hidden when likes are off). */}
        <LikeButton toolId={toolId} />
        <ActionButton labelled icon={<RefreshCw size={18} aria-hidden="true" />} label={t('regenerate')} onClick={onRegenerate} />
        {hasText && (
          <>
            <ActionButton
              labelled
              confirming={rich.copied}
              icon={rich.copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
              label={rich.copied ? t('copied') : t('actionCopyToClipboard')}
              onClick={() => void rich.copy(output, 'rich')}
            />
            <div className="action-secondary">
              <ActionButton
                confirming={source.copied}
                icon={source.copied ? <Check size={18} aria-hidden="true" /> : <FileCode size={18} aria-hidden="true" />}
                label={source.copied ? t('copied') : t('actionCopyAsMarkdown')}
                onClick={copySource}
              />
              <ActionButton
                buttonRef={exportButton}
                icon={<Download size={18} aria-hidden="true" />}
                label={t('actionExport')}
                aria-expanded={exporting}
                aria-controls={exporting ? panelId : undefined}
                onClick={() => setExporting((open) => !open)}
              />
              <ActionButton icon={<Share2 size={18} aria-hidden="true" />} label={t('actionShare')} onClick={share.make} />
            </div>
            <MoreMenu
              buttonRef={moreButton}
              label={t('actionMore')}
              status={source.copied ? t('actionMarkdownCopied') : ''}
              items={[
                { label: t('actionCopyAsMarkdown'), icon: <FileCode size={16} aria-hidden="true" />, onSelect: copySource },
                { label: t('actionExport'), icon: <Download size={16} aria-hidden="true" />, onSelect: () => setExporting(true) },
                { label: t('actionShare'), icon: <Share2 size={16} aria-hidden="true" />, onSelect: share.make },
              ]}
            />
          </>
        )}
      </div>
      {exporting && hasText && <ExportPanel id={panelId} result={result} onClose={closeExport} />}
      <ShareOutcome share={share} />
    </div>
  );
}

import { Check, Copy, FileCode, RefreshCw } from 'lucide-react';
import { useCopy } from '../clipboard/use-copy.ts';
import { LazyLikeButton as LikeButton } from '../likes/lazy-likes.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ShareButton } from './share-button.tsx';

export interface ResultActionsProps {
  toolId: string;
  toolTitle: string;
  /** The request that produced the result: names the downloads, travels in share links. */
  input: string;
  output: string;
  onRegenerate: () => void;
}

/**
 * The finished result's actions: Like, Regenerate, Copy (rich text), Copy as Markdown,
 * Export and Share. The bar is sticky at the bottom of the result, so it stays in reach on a long
 * answer. Loaded after the first paint (the tool page's first chunk has a budget).
 */
export default function ResultActions({ toolId, toolTitle, input, output, onRegenerate }: ResultActionsProps) {
  const rich = useCopy();
  const source = useCopy();
  const result = { toolId, toolTitle, input, output };
  return (
    <div className="result-actions">
      {/* The like button and its count sit with the result's actions (hidden when likes are off). */}
      <LikeButton toolId={toolId} />
      <button type="button" className="button button-secondary" onClick={onRegenerate}>
        <RefreshCw size={16} aria-hidden="true" /> Regenerate
      </button>
      {output !== '' && (
        <>
          <button type="button" className="button button-secondary" onClick={() => void rich.copy(output, 'rich')}>
            {rich.copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
            {rich.copied ? 'Copied!' : 'Copy to Clipboard'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void source.copy(output, 'markdown')}>
            {source.copied ? <Check size={16} aria-hidden="true" /> : <FileCode size={16} aria-hidden="true" />}
            {source.copied ? 'Copied!' : 'Copy as Markdown'}
          </button>
          <ExportMenu result={result} />
          <ShareButton result={result} />
        </>
      )}
    </div>
  );
}

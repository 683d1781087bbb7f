import { Copy, Download } from 'lucide-react';
import { imageFileName } from '../../engine/images/image-options.ts';
import { useCopy } from '../../src/features/clipboard/use-copy.ts';
import { LazyLikeButton as LikeButton } from '../../src/features/likes/lazy-likes.tsx';
import { useMessages } from '../../src/i18n/use-messages.ts';
import type { ImageResultSet } from './use-image-generation.ts';

/** One prompt's images in a grid, each with its download; the like button sits with the newest set. */
export function ImageResultSetView({ set, toolId, newest }: { set: ImageResultSet; toolId: string; newest: boolean }) {
  const { copy } = useCopy();
  const t = useMessages('image');
  return (
    <section className="card image-results" aria-label={t('resultsLabel', { prompt: set.prompt })}>
      <div className="image-results-header">
        <p className="image-prompt">{set.prompt}</p>
        {/* The like button and its count sit in the result area; once, with the newest images. */}
        {newest && <LikeButton toolId={toolId} />}
        <button type="button" className="button button-secondary" onClick={() => void copy(set.prompt)}>
          <Copy size={16} aria-hidden="true" /> {t('copyPrompt')}
        </button>
      </div>
      <ul className="image-grid">
        {set.images.map((img, i) => (
          <li key={i}>
            <img src={img.src} alt={t('imageAlt', { prompt: set.prompt, number: i + 1 })} loading="lazy" />
            <a className="button button-secondary" href={img.src} download={imageFileName(set.prompt, i)} target="_blank" rel="noopener noreferrer">
              <Download size={16} aria-hidden="true" /> {t('download')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from 'react-router';
import { StaticPage } from '../../pages/static-page.tsx';
import type { ProsePageContent } from './prose-tree.ts';
import { ProseBlocks, ProseInlines, type ProseSlots } from './prose-view.tsx';

/** A prose page from its loader's content: notice (translations of legal pages), date line, body, call to action. */
export function ProsePage({ content, slots }: { content: ProsePageContent; slots?: ProseSlots }) {
  return (
    <StaticPage title={content.title} lead={content.lead}>
      {content.translationNotice && (
        <p className="translation-notice" role="note">
          <ProseInlines nodes={content.translationNotice} />
        </p>
      )}
      {content.lastUpdated && (
        <p>
          <em>{content.lastUpdated}</em>
        </p>
      )}
      <ProseBlocks blocks={content.blocks} slots={slots} />
      {content.cta && (
        <p>
          <Link to={content.cta.href} className="button button-primary">
            {content.cta.label}
          </Link>
        </p>
      )}
    </StaticPage>
  );
}

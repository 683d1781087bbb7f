import { Link } from 'react-router';
import type { FaqEntry } from '../faq/faq-entries.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocalePath } from '../../i18n/use-page-languages.ts';
import { WhenLikes } from '../likes/lazy-likes.tsx';

/** The home page's short FAQ; its entries come with the page's prerendered data (homeFaqEntries), not its JavaScript. */
export function HomeFaq({ entries }: { entries: readonly FaqEntry[] }) {
  const t = useMessages('home');
  const localePath = useLocalePath();
  return (
    <section className="home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">{t('faqHeading')}</h2>
      <dl>
        {entries.map((e) => (
          <div key={e.id} className="home-faq-item">
            <dt>{e.question}</dt>
            <dd>
              {e.answer}
              {e.likesNote && <WhenLikes> {e.likesNote}</WhenLikes>}
            </dd>
          </div>
        ))}
      </dl>
      <Link to={localePath('/faq')} className="button button-secondary">
        {t('faqViewAll')}
      </Link>
    </section>
  );
}

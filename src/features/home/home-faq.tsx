import { Link } from 'react-router';
import type { FaqEntry } from '../faq/faq-entries.ts';

/** The home page's short FAQ; its entries come with the page's prerendered data (homeFaqEntries), not its JavaScript. */
export function HomeFaq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <section className="home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">Frequently Asked Questions</h2>
      <dl>
        {entries.map((e) => (
          <div key={e.id} className="home-faq-item">
            <dt>{e.question}</dt>
            <dd>{e.answer}</dd>
          </div>
        ))}
      </dl>
      <Link to="/faq" className="button button-secondary">
        View all FAQs
      </Link>
    </section>
  );
}

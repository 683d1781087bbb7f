import { Link } from 'react-router';
import { FAQ_ENTRIES, HOME_FAQ_IDS } from '../faq/faq-entries.ts';

export function HomeFaq() {
  const entries = HOME_FAQ_IDS.map((id) => FAQ_ENTRIES.find((e) => e.id === id)).filter((e) => e !== undefined);
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

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { LOCALE_INFO } from '../../../engine/i18n/locales.ts';
import { FairUseAnswer } from './fair-use-answer.tsx';
import type { FaqCategory, FaqPageContent } from './faq-types.ts';
import { WhenLikes } from '../likes/lazy-likes.tsx';

const FILTERS: ReadonlyArray<'all' | FaqCategory> = ['all', 'General', 'Usage', 'Technical', 'Support'];

/** Category filter and an accordion whose questions open independently; the words come with the page's data, in its locale. */
export function FaqList({ content }: { content: FaqPageContent }) {
  const [filter, setFilter] = useState<'all' | FaqCategory>('all');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const shown = content.entries.filter((e) => filter === 'all' || e.category === filter);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="faq">
      <div className="faq-filters" role="group" aria-label={content.filterLabel}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {content.categories[f]}
          </button>
        ))}
      </div>
      <ul className="faq-list">
        {shown.map((entry) => {
          const isOpen = open.has(entry.id);
          const buttonId = `${baseId}-${entry.id}-q`;
          const panelId = `${baseId}-${entry.id}-a`;
          return (
            <li key={entry.id} className="faq-item">
              <h2 className="faq-question">
                <button id={buttonId} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(entry.id)}>
                  <span>{entry.question}</span>
                  <ChevronDown size={18} aria-hidden="true" className="faq-chevron" />
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!isOpen}>
                <p>
                  {entry.fairUse ? <FairUseAnswer text={content.fairUse} htmlLang={LOCALE_INFO[content.locale].htmlLang} /> : entry.answer}
                  {entry.likesNote && <WhenLikes> {entry.likesNote}</WhenLikes>}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

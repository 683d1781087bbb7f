import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { FairUseAnswer } from './fair-use-answer.tsx';
import { FAQ_ENTRIES, type FaqCategory } from './faq-entries.ts';

const FILTERS: Array<{ value: 'all' | FaqCategory; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'General', label: 'General' },
  { value: 'Usage', label: 'Usage' },
  { value: 'Technical', label: 'Technical' },
  { value: 'Support', label: 'Support' },
];

/** Category filter and an accordion whose questions open independently. */
export function FaqList() {
  const [filter, setFilter] = useState<'all' | FaqCategory>('all');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const shown = FAQ_ENTRIES.filter((e) => filter === 'all' || e.category === filter);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="faq">
      <div className="faq-filters" role="group" aria-label="Filter questions by category">
        {FILTERS.map((f) => (
          <button key={f.value} type="button" className="chip" aria-pressed={filter === f.value} onClick={() => setFilter(f.value)}>
            {f.label}
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
                <p>{entry.id === 'generation-limit' ? <FairUseAnswer /> : entry.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

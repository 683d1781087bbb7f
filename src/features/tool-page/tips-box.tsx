import { Lightbulb } from 'lucide-react';

const TIPS = [
  { title: 'Review and Edit', text: 'Read the result carefully and check facts, names and numbers before you use it.' },
  { title: 'Customize', text: 'Add your own details and voice, or ask for changes and regenerate until it fits.' },
  { title: 'Format', text: 'Adjust headings, lists and length to suit where the text will be published.' },
];

export function TipsBox() {
  return (
    <section className="tips card" aria-labelledby="tips-title">
      <h2 id="tips-title">
        <Lightbulb size={20} aria-hidden="true" /> Tips for Using This Result
      </h2>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}:</strong> {tip.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

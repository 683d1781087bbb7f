import { Award, Brain, Zap } from 'lucide-react';

const HIGHLIGHTS = [
  { icon: Brain, title: 'AI-Powered', text: 'Each tool is tuned for its job with its own instructions, not one generic prompt.' },
  { icon: Zap, title: 'Lightning Fast', text: 'Answers stream in as they are written, so you start reading in about a second.' },
  { icon: Award, title: 'High Quality', text: 'Clear structure, the right tone and no filler: ready to edit and use.' },
];

export function Highlights() {
  return (
    <ul className="highlights" aria-label="Highlights">
      {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="highlight">
          <Icon size={28} aria-hidden="true" />
          <h2 className="highlight-title">{title}</h2>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}

import { Gift, Lock, Sparkles, UserX } from 'lucide-react';
import { WhenLikes } from '../likes/lazy-likes.tsx';

const REASONS: Array<{ icon: typeof Gift; title: string; text: string; likesNote?: string }> = [
  { icon: Gift, title: 'Free for everyone', text: 'Every tool is free. No trial, no credit card, no paywall halfway through.' },
  { icon: UserX, title: 'No account needed', text: 'Open a tool and start writing.', likesNote: 'Signing in is optional and only for likes.' },
  { icon: Lock, title: 'Private by design', text: 'Your text is not stored, and no API key ever reaches your browser.' },
  { icon: Sparkles, title: 'Built for each task', text: 'A cover letter, a logline and a code review each get instructions written for them.' },
];

export function Overview({ toolCount, categoryCount }: { toolCount: number; categoryCount: number }) {
  return (
    <section className="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">Everything you need to write, in one place</h2>
      <p>
        {toolCount} tools across {categoryCount} categories cover the writing you do every day: emails and letters, essays and
        papers, blog posts and articles, stories and scripts, code, social media posts, business plans and marketing copy,
        plus an AI text editor and an SEO title search.
      </p>
      <h2 id="why-title">Why choose us</h2>
      <ul className="reasons" aria-labelledby="why-title">
        {REASONS.map(({ icon: Icon, title, text, likesNote }) => (
          <li key={title} className="reason">
            <Icon size={24} aria-hidden="true" />
            <h3>{title}</h3>
            <p>
              {text}
              {likesNote && <WhenLikes> {likesNote}</WhenLikes>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

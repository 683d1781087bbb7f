import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { ToolIcon } from '../../icons/tool-icon.tsx';

/** Spec §9: a card becomes visible when 10% of it is in view. */
export const CARD_VISIBILITY_THRESHOLD = 0.1;

export function ToolCard({ entry }: { entry: ToolEntry }) {
  const ref = useRef<HTMLAnchorElement>(null);
  // 'shown' until the observer reports: prerendered and no-JS pages show every card.
  // Cards found out of view wait hidden and reveal once 10% of them scrolls in.
  const [reveal, setReveal] = useState<'shown' | 'waiting' | 'revealed'>('shown');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Several reports can queue up before the callback runs; the newest one is the truth.
        const record = entries[entries.length - 1];
        if (record?.isIntersecting) {
          setReveal('revealed');
          observer.disconnect();
        } else {
          setReveal((r) => (r === 'shown' ? 'waiting' : r));
        }
      },
      { threshold: CARD_VISIBILITY_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Link ref={ref} to={entry.tool.path} className="tool-card" data-visible={reveal === 'shown' ? undefined : reveal === 'revealed'}>
      <span className="tool-card-icon">
        <ToolIcon name={entry.tool.icon} />
      </span>
      <span className="tool-card-text">
        <span className="tool-card-title">{entry.title}</span>
        <span className="tool-card-description">{entry.tool.description}</span>
      </span>
    </Link>
  );
}

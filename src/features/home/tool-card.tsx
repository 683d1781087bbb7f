import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { ToolIcon } from '../../icons/tool-icon.tsx';
import { revealOnScroll } from './reveal-on-scroll.ts';

export function ToolCard({ entry }: { entry: ToolEntry }) {
  const ref = useRef<HTMLAnchorElement>(null);
  // The observer sets data-visible on the element itself (no React state, no re-render).
  useEffect(() => {
    const el = ref.current;
    return el ? revealOnScroll(el) : undefined;
  }, []);

  return (
    <Link ref={ref} to={entry.tool.path} className="tool-card">
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

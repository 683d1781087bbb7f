import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { ToolIcon } from '../../icons/tool-icon.tsx';

/**
 * One tool's card: a plain link with no hooks and no effects. The home page hydrates 107 of
 * them, and as a React Router <Link> with a scroll-reveal effect each card was about twenty
 * hooks and three effects: most of the page's hydration and commit. What they did is now done
 * once per list: the scroll reveal (useRevealCards) and navigating inside the app without a
 * page load (useCardNavigation, on the lists' container).
 */
export function ToolCard({ entry }: { entry: ToolEntry }) {
  return (
    <a href={entry.tool.path} className="tool-card">
      <span className="tool-card-icon">
        <ToolIcon name={entry.tool.icon} />
      </span>
      <span className="tool-card-text">
        <span className="tool-card-title">{entry.title}</span>
        <span className="tool-card-description">{entry.tool.description}</span>
      </span>
    </a>
  );
}

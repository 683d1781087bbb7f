import type { MouseEvent } from 'react';
import type { CategoryWithTools } from '../../../engine/catalogue/types.ts';
import { settleJump } from './settle-jump.ts';

/** The browser follows the link itself (history, :target); this only keeps the scroll on target. */
function onChipClick(event: MouseEvent<HTMLElement>): void {
  const href = (event.target as Element).closest('a')?.getAttribute('href');
  const target = href?.startsWith('#') ? document.getElementById(href.slice(1)) : null;
  if (target) settleJump(target);
}

/**
 * Sticky chips that jump to a category: the mobile home page is long. Plain
 * in-page links, so they work before JavaScript and keep the browser's own history.
 */
export function CategoryJumpBar({ categories }: { categories: readonly CategoryWithTools[] }) {
  return (
    <nav className="category-jump-bar" aria-label="Jump to a category" onClick={onChipClick}>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <a href={`#category-${c.id}`} className="category-chip">
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { MouseEvent } from 'react';
import type { CategoryWithTools } from '../../../engine/catalogue/types.ts';
import { scrollBehavior } from './use-reduced-motion.ts';
import { settleJump } from './settle-jump.ts';

/**
 * One handler for the bar. A chip: the browser follows the link itself (history, :target); this
 * only keeps the scroll on target. A scroll button: the row moves by most of its width.
 */
function onBarClick(event: MouseEvent<HTMLElement>): void {
  const element = event.target as Element;
  const step = element.closest('[data-scroll]')?.getAttribute('data-scroll');
  if (step) {
    const row = event.currentTarget.querySelector('ul');
    if (!row) return;
    // The step counts along the reading direction; scrollBy's left is physical, and right to left
    // the row's start lies rightwards.
    const towardsEnd = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
    row.scrollBy({ left: towardsEnd * Number(step) * row.clientWidth * 0.8, behavior: scrollBehavior() });
    return;
  }
  const href = element.closest('a')?.getAttribute('href');
  const target = href?.startsWith('#') ? document.getElementById(href.slice(1)) : null;
  if (target) settleJump(target);
}

/**
 * Sticky chips that jump to a category: the mobile home page is long. Plain in-page links, so
 * they work before JavaScript and keep the browser's own history. The row scrolls sideways and
 * fades where more chips wait; with a mouse, a button at each end scrolls it (home.css). The
 * buttons are out of the tab order and hidden from assistive technology: a focused chip scrolls
 * itself into view, so they would only repeat the links.
 */
export function CategoryJumpBar({ categories }: { categories: readonly CategoryWithTools[] }) {
  return (
    <nav className="category-jump-bar" aria-label="Jump to a category" onClick={onBarClick}>
      <button type="button" className="chips-scroll" data-scroll="-1" tabIndex={-1} aria-hidden="true" title="More categories">
        ‹
      </button>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <a href={`#category-${c.id}`} className="category-chip">
              {c.title}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="chips-scroll" data-scroll="1" tabIndex={-1} aria-hidden="true" title="More categories">
        ›
      </button>
    </nav>
  );
}

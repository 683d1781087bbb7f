import type { CategoryWithTools } from '../../../engine/catalogue/types.ts';

/**
 * Sticky chips that jump to a category (issue 17): the mobile home page is long. Plain
 * in-page links, so they work before JavaScript and keep the browser's own history.
 */
export function CategoryJumpBar({ categories }: { categories: readonly CategoryWithTools[] }) {
  return (
    <nav className="category-jump-bar" aria-label="Jump to a category">
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

import type { CSSProperties } from 'react';
import type { CategoryWithTools } from '../../../engine/catalogue/types.ts';
import { FavouriteStar } from '../favourites/favourite-star.tsx';
import { ToolCard } from './tool-card.tsx';

export function CategorySection({ category }: { category: CategoryWithTools }) {
  const headingId = `category-${category.id}`;
  return (
    <section className="category-section" aria-labelledby={headingId} style={{ '--category-bg': category.bgColor, '--tool-count': category.entries.length } as CSSProperties}>
      <h2 id={headingId} className="category-title">
        {category.title}
      </h2>
      <p className="category-description">{category.description}</p>
      <ul className="tool-grid">
        {category.entries.map((entry) => (
          <li key={entry.tool.id} className="tool-grid-item">
            <ToolCard entry={entry} />
            <FavouriteStar toolId={entry.tool.id} title={entry.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}

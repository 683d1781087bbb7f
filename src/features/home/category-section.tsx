import { useMemo, useRef, type CSSProperties } from 'react';
import type { CategoryWithTools } from '../../../engine/catalogue/types.ts';
import { FavouriteButton } from '../favourites/favourite-star.tsx';
import { useFavouritesAmong } from '../favourites/device-tools-store.ts';
import { ToolCard } from '../common/tool-card.tsx';
import { useRevealCards } from '../common/use-reveal-cards.ts';

export function CategorySection({ category }: { category: CategoryWithTools }) {
  const headingId = `category-${category.id}`;
  const listRef = useRef<HTMLUListElement>(null);
  useRevealCards(listRef, category);
  const favourites = useFavouritesAmong(useMemo(() => category.entries.map((e) => e.tool.id), [category]));
  return (
    <section className="category-section" aria-labelledby={headingId} style={{ '--category-bg': category.bgColor, '--tool-count': category.entries.length } as CSSProperties}>
      <h2 id={headingId} className="category-title">
        {category.title}
      </h2>
      <p className="category-description">{category.description}</p>
      <ul ref={listRef} className="tool-grid">
        {category.entries.map((entry) => (
          <li key={entry.tool.id} className="tool-grid-item">
            <ToolCard entry={entry} />
            <FavouriteButton toolId={entry.tool.id} title={entry.title} on={favourites.has(entry.tool.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

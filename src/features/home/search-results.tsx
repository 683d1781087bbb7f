import { useMemo, useRef } from 'react';
import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { FavouriteButton } from '../favourites/favourite-star.tsx';
import { useFavouritesAmong } from '../favourites/device-tools-store.ts';
import { ToolCard } from '../shared/tool-card.tsx';
import { useRevealCards } from '../shared/use-reveal-cards.ts';

export function SearchResults({ results }: { results: ToolEntry[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  useRevealCards(listRef, results);
  const favourites = useFavouritesAmong(useMemo(() => results.map((e) => e.tool.id), [results]));
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title">
        Search Results{' '}
        <span className="result-count" role="status">
          ({results.length} {results.length === 1 ? 'tool' : 'tools'} found)
        </span>
      </h2>
      {results.length === 0 ? (
        <div className="no-results">
          <p>No tools found matching your search.</p>
          <p>Try different keywords, or clear the search to see every tool by category.</p>
        </div>
      ) : (
        <ul ref={listRef} className="tool-grid">
          {results.map((entry) => (
            <li key={entry.tool.id} className="tool-grid-item">
              <ToolCard entry={entry} />
              <FavouriteButton toolId={entry.tool.id} title={entry.title} on={favourites.has(entry.tool.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

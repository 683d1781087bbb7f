import { useMemo, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { FavouriteButton } from '../favourites/favourite-star.tsx';
import { useFavouritesAmong } from '../favourites/device-tools-store.ts';
import { ToolCard } from '../common/tool-card.tsx';
import { useRevealCards } from '../common/use-reveal-cards.ts';

export function SearchResults({ results }: { results: ToolEntry[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const t = useMessages('home');
  useRevealCards(listRef, results);
  const favourites = useFavouritesAmong(useMemo(() => results.map((e) => e.tool.id), [results]));
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title">
        {t('searchResults')}{' '}
        <span className="result-count" role="status">
          {t('resultCount', { count: results.length })}
        </span>
      </h2>
      {results.length === 0 ? (
        <div className="no-results">
          <p>{t('noResults')}</p>
          <p>{t('noResultsHint')}</p>
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

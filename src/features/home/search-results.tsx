import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { FavouriteStar } from '../favourites/favourite-star.tsx';
import { ToolCard } from './tool-card.tsx';

export function SearchResults({ results }: { results: ToolEntry[] }) {
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
        <ul className="tool-grid">
          {results.map((entry) => (
            <li key={entry.tool.id} className="tool-grid-item">
              <ToolCard entry={entry} />
              <FavouriteStar toolId={entry.tool.id} title={entry.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

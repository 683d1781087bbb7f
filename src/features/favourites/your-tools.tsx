import { useRef } from 'react';
import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { ToolCard } from '../common/tool-card.tsx';
import { useRevealCards } from '../common/use-reveal-cards.ts';
import { useDeviceTools } from './device-tools-store.ts';
import { FavouriteButton } from './favourite-star.tsx';

/** Favourites and recently used tools, at the top of the home page when not empty. */
export function YourTools({ entries }: { entries: readonly ToolEntry[] }) {
  const t = useMessages('favourites');
  const { favourites, recent } = useDeviceTools();
  const byId = new Map<string, ToolEntry>();
  for (const e of entries) if (!e.isListing && !byId.has(e.tool.id)) byId.set(e.tool.id, e);
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((e): e is ToolEntry => e !== undefined);
  const lists = [
    { id: 'favourites', title: t('listFavourites'), items: pick(favourites) },
    { id: 'recent', title: t('listRecent'), items: pick(recent) },
  ].filter((l) => l.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <>
      {lists.map((list) => (
        <YourToolsList key={list.id} {...list} favourites={favourites} />
      ))}
    </>
  );
}

function YourToolsList({ id, title, items, favourites }: { id: string; title: string; items: ToolEntry[]; favourites: readonly string[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  useRevealCards(listRef, items);
  return (
    <section className="your-tools" aria-labelledby={`your-${id}`} data-testid={`your-${id}`}>
      <h2 id={`your-${id}`} className="category-title">
        {title}
      </h2>
      <ul ref={listRef} className="tool-grid">
        {items.map((entry) => (
          <li key={entry.tool.id} className="tool-grid-item">
            <ToolCard entry={entry} />
            <FavouriteButton toolId={entry.tool.id} title={entry.tool.title} on={favourites.includes(entry.tool.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

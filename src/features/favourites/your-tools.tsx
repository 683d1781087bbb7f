import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { ToolCard } from '../home/tool-card.tsx';
import { useDeviceTools } from './device-tools-store.ts';
import { FavouriteStar } from './favourite-star.tsx';

/** Favourites and recently used tools, at the top of the home page when not empty. */
export function YourTools({ entries }: { entries: readonly ToolEntry[] }) {
  const { favourites, recent } = useDeviceTools();
  const byId = new Map<string, ToolEntry>();
  for (const e of entries) if (!e.isListing && !byId.has(e.tool.id)) byId.set(e.tool.id, e);
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((e): e is ToolEntry => e !== undefined);
  const lists = [
    { id: 'favourites', title: 'Favourites', items: pick(favourites) },
    { id: 'recent', title: 'Recently used', items: pick(recent) },
  ].filter((l) => l.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} className="your-tools" aria-labelledby={`your-${list.id}`} data-testid={`your-${list.id}`}>
          <h2 id={`your-${list.id}`} className="category-title">
            {list.title}
          </h2>
          <ul className="tool-grid">
            {list.items.map((entry) => (
              <li key={entry.tool.id} className="tool-grid-item">
                <ToolCard entry={entry} />
                <FavouriteStar toolId={entry.tool.id} title={entry.tool.title} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

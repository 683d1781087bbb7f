import { ToolIcon } from '../../icons/tool-icon.tsx';
import { toggleFavouriteTool, useIsFavourite } from './device-tools-store.ts';

/** The favourite toggle on a card or a tool page. Kept on this device only (no sign-in). */
export function FavouriteStar({ toolId, title, className = '' }: { toolId: string; title: string; className?: string }) {
  const on = useIsFavourite(toolId);
  return (
    <button
      type="button"
      className={`favourite-star ${className}`}
      aria-pressed={on}
      aria-label={on ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      title={on ? 'Remove from favourites' : 'Add to favourites (kept on this device)'}
      onClick={() => toggleFavouriteTool(toolId)}
    >
      <ToolIcon name="star" size={18} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

import { ToolIcon } from '../../icons/tool-icon.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { toggleFavouriteTool, useIsFavourite } from './device-tools-store.ts';

interface StarProps {
  toolId: string;
  title: string;
  className?: string;
}

/** The favourite toggle, drawn from `on`: a list of cards reads its favourites once (useFavouritesAmong). */
export function FavouriteButton({ toolId, title, on, className = '' }: StarProps & { on: boolean }) {
  const t = useMessages('favourites');
  return (
    <button
      type="button"
      className={`favourite-star ${className}`}
      aria-pressed={on}
      aria-label={on ? t('starRemove', { title }) : t('starAdd', { title })}
      title={on ? t('starRemoveHint') : t('starAddHint')}
      onClick={() => toggleFavouriteTool(toolId)}
    >
      <ToolIcon name="star" size={18} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

/** The favourite toggle on a tool page. Kept on this device only (no sign-in). */
export function FavouriteStar(props: StarProps) {
  return <FavouriteButton {...props} on={useIsFavourite(props.toolId)} />;
}

import { ICON_SPRITE_URL } from 'virtual:icon-sprite';

/**
 * A tool's icon (a lucide icon named in its manifest), drawn from the build's SVG sprite
 * (scripts/vite/icon-sprite.ts): no icon component ships in the JavaScript. The attributes
 * are lucide's, so icons look as before. Names are checked at build time (the catalogue check:
 * engine/catalogue/icon-names.ts), so the browser ships no list of them. The favourite star
 * is drawn from the sprite too (`fill` fills it): inline, its path made the home page's HTML
 * about 37 KB (15%) longer to download, parse and hydrate, one copy per card.
 */
export function ToolIcon({ name, size = 20, fill = 'none' }: { name: string; size?: number; fill?: string }) {
  return (
    <svg
      className="lucide"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

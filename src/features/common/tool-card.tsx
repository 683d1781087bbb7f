import type { ToolEntry } from '../../../engine/catalogue/types.ts';
import { ToolIcon } from '../../icons/tool-icon.tsx';

// The language's own name, as a language switcher shows it. Spelled here rather than read from
// engine/i18n/locales.ts, whose table would add to the home page's first JavaScript.
const ENGLISH_NAME = 'English';

/**
 * One tool's card: a plain link with no hooks and no effects. The home page hydrates 107 of
 * them, and as a React Router <Link> with a scroll-reveal effect each card was about twenty
 * hooks and three effects: most of the page's hydration and commit. What they did is now done
 * once per list: the scroll reveal (useRevealCards) and navigating inside the app without a
 * page load (useCardNavigation, on the lists' container).
 * On a localized home a tool not yet translated shows its English texts and links to its English
 * page: the card says so ("English") and carries lang="en", so a screen reader reads it in English.
 */
export function ToolCard({ entry }: { entry: ToolEntry }) {
  const lang = entry.tool.lang;
  return (
    <a href={entry.tool.path} className="tool-card" lang={lang} hrefLang={lang}>
      <span className="tool-card-icon">
        <ToolIcon name={entry.tool.icon} />
      </span>
      <span className="tool-card-text">
        <span className="tool-card-title">{entry.title}</span>
        <span className="tool-card-description">{entry.tool.description}</span>
        {lang && <span className="tool-card-lang">{ENGLISH_NAME}</span>}
      </span>
    </a>
  );
}

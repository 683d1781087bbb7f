import { Link } from 'react-router';
import type { SidebarCategory } from '../../../engine/catalogue/types.ts';
import { ToolIcon } from '../../icons/tool-icon.tsx';
import { useMessages } from '../../i18n/use-messages.ts';

/** Tools of the same category, the current one highlighted. */
export function ToolSidebar({ toolId, category }: { toolId: string; category: SidebarCategory | null }) {
  const t = useMessages('tool-page');
  const entries = category?.entries ?? [];
  return (
    <aside className="tool-sidebar card" aria-labelledby="sidebar-title">
      <h2 id="sidebar-title" className="sidebar-title">
        {category?.title ?? t('sidebarRelatedTools')}
      </h2>
      <ul className="sidebar-list">
        {entries.map((entry) => {
          const current = entry.id === toolId;
          return (
            <li key={entry.id}>
              <Link to={entry.path} className="sidebar-link" aria-current={current ? 'page' : undefined} data-current={current} lang={entry.lang} hrefLang={entry.lang}>
                <ToolIcon name={entry.icon} size={18} />
                <span>{entry.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

import { Link } from 'react-router';
import type { CategoryWithTools, ToolSummary } from '../../../engine/catalogue/types.ts';
import { ToolIcon } from '../../icons/tool-icon.tsx';

/** Tools of the same category, the current one highlighted (spec §2). */
export function ToolSidebar({ tool, category }: { tool: ToolSummary; category: CategoryWithTools | undefined }) {
  const entries = category?.entries ?? [];
  return (
    <aside className="tool-sidebar card" aria-labelledby="sidebar-title">
      <h2 id="sidebar-title" className="sidebar-title">
        {category?.title ?? 'Related Tools'}
      </h2>
      <ul className="sidebar-list">
        {entries.map((entry) => {
          const current = entry.tool.id === tool.id;
          return (
            <li key={entry.tool.id}>
              <Link to={entry.tool.path} className="sidebar-link" aria-current={current ? 'page' : undefined} data-current={current}>
                <ToolIcon name={entry.tool.icon} size={18} />
                <span>{entry.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { Tool } from '../../engine/catalogue/types.ts';
import { registry } from '../../engine/registry/registry.ts';
import { ToolRenderer } from '../features/renderers/renderer-components.tsx';
import { scrollBehavior } from '../features/home/use-reduced-motion.ts';
import { pageMeta, toolPageTitle } from '../features/seo/page-meta.ts';
import { ToolSidebar } from '../features/tool-page/tool-sidebar.tsx';
import { ToolIcon } from '../icons/tool-icon.tsx';
import type { Route } from './+types/tool';

export function meta({ params }: Route.MetaArgs) {
  const tool = registry.toolsById.get(params.toolId);
  if (!tool) return [{ title: 'Tool not found' }, { name: 'robots', content: 'noindex' }];
  return pageMeta({ title: toolPageTitle(tool), description: tool.seo?.description ?? tool.description, path: tool.path });
}

export default function ToolPage() {
  const { toolId = '' } = useParams();
  const tool = registry.toolsById.get(toolId);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [toolId]);

  if (!tool) {
    return (
      <div className="page narrow">
        <h1>Tool not found</h1>
        <p>There is no tool at this address. It may have moved; every tool is listed on the home page.</p>
        <Link to="/" className="button button-primary">
          <ArrowLeft size={18} aria-hidden="true" /> Back to all tools
        </Link>
      </div>
    );
  }
  // A tool with a page of its own (the editor, text to image) lives at that page.
  if (tool.path !== `/tools/${tool.id}`) return <Navigate to={tool.path} replace />;

  return <ToolWorkspace key={tool.id} tool={tool} />;
}

function ToolWorkspace({ tool }: { tool: Tool }) {
  const category = registry.categories.find((c) => c.id === tool.category);
  return (
    <div className="tool-page">
      <Link to="/" className="back-link">
        <ArrowLeft size={18} aria-hidden="true" /> Back to all tools
      </Link>
      <div className="tool-layout">
        <ToolSidebar tool={tool} category={category} />
        <div className="tool-main">
          <header className="tool-header">
            <span className="tool-header-icon">
              <ToolIcon name={tool.icon} size={28} />
            </span>
            <div>
              <h1>{tool.title}</h1>
              <p>{tool.description}</p>
            </div>
          </header>
          <ToolRenderer tool={tool} />
        </div>
      </div>
    </div>
  );
}

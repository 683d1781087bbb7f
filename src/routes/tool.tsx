import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import type { SidebarCategory, ToolPageData } from '../../engine/catalogue/types.ts';
import { preloadRenderer, ToolRenderer } from '../features/renderers/renderer-components.tsx';
import { scrollBehavior } from '../features/home/use-reduced-motion.ts';
import { ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';
import { preloadToolInputs } from '../features/tool-page/lazy-tool-inputs.tsx';
import { loadToolById } from '../features/catalogue/page-data.server.ts';
import { localeOfRequest } from '../i18n/page-locale.server.ts';
import { toolPageMessages } from '../i18n/tool-page-messages.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useLocalePath } from '../i18n/use-page-languages.ts';
import { ToolSidebar } from '../features/tool-page/tool-sidebar.tsx';
import { ToolIcon } from '../icons/tool-icon.tsx';
import type { Route } from './+types/tool';
import { lazyPart } from '../features/lazy/lazy-part.ts';

// Lazy: a tool page's first chunk has a size budget; the star is not urgent.
// A failed load (offline) leaves the star out rather than breaking the page.
const FavouriteStar = lazyPart(() => import('../features/favourites/favourite-star.tsx').then((m) => ({ default: m.FavouriteStar })));

// Runs at build time for every prerendered tool page: the page carries its own tool's data only.
// The renderer's chunk (and the fields/controls chunk) is loaded first, so the prerendered HTML holds them.
export async function loader({ params, request }: Route.LoaderArgs) {
  const data = loadToolById(params.toolId, localeOfRequest(request));
  await Promise.all([preloadRenderer(data.tool.renderer), preloadToolInputs(data.tool)]);
  return { ...data, messages: toolPageMessages(request, data.tool.renderer) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return ownRouteToolMeta(loaderData?.tool, matches);
}

export default function ToolPage({ loaderData: { tool, sidebar } }: Route.ComponentProps) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // "Recently used" on the home page, kept on this device.
    import('../features/favourites/device-tools-store.ts').then(
      (m) => m.recordRecentTool(tool.id),
      () => undefined, // offline: not recorded this time
    );
  }, [tool.id]);
  return <ToolWorkspace key={tool.id} tool={tool} sidebar={sidebar} />;
}

// An id with no prerendered page (its data request fails): the spec's "Tool not found". The page
// has no data of its own then, so its words are the root's (not-found namespace).
export function ErrorBoundary() {
  const t = useMessages('not-found');
  return (
    <div className="page narrow">
      <h1>{t('toolTitle')}</h1>
      <p>{t('toolText')}</p>
      <Link to={useLocalePath()('/')} className="button button-primary">
        <ArrowLeft size={18} aria-hidden="true" className="icon-directional" /> {t('toolHomeLink')}
      </Link>
    </div>
  );
}

function ToolWorkspace({ tool, sidebar }: { tool: ToolPageData; sidebar: SidebarCategory | null }) {
  const t = useMessages('tool-page');
  return (
    <div className="tool-page">
      <Link to={useLocalePath()('/')} className="back-link">
        <ArrowLeft size={18} aria-hidden="true" className="icon-directional" /> {t('backToAllTools')}
      </Link>
      <div className="tool-layout">
        <ToolSidebar toolId={tool.id} category={sidebar} />
        <div className="tool-main">
          <header className="tool-header">
            <span className="tool-header-icon">
              <ToolIcon name={tool.icon} size={28} />
            </span>
            <div>
              <h1>{tool.title}</h1>
              <p>{tool.description}</p>
            </div>
            {/* The placeholder holds the star's place, so the header does not move when it arrives. */}
            <Suspense fallback={<span className="favourite-star favourite-star-header" aria-hidden="true" />}>
              <FavouriteStar toolId={tool.id} title={tool.title} className="favourite-star-header" />
            </Suspense>
          </header>
          <ToolRenderer tool={tool} />
        </div>
      </div>
    </div>
  );
}

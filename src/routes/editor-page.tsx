import { AiTextEditor } from '../features/editor/ai-text-editor.tsx';
import { ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';
import { loadToolByPath } from '../features/catalogue/page-data.server.ts';
import type { Route } from './+types/editor-page';

// The editor renderer's page of its own: the tool whose manifest `path` is this page's, at build time.
export function loader({ request }: Route.LoaderArgs) {
  return loadToolByPath(request.url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownRouteToolMeta(loaderData);
}

export default function EditorPage({ loaderData: tool }: Route.ComponentProps) {
  return (
    <div className="page-wide">
      <header className="editor-page-header">
        <h1>AI Text Editor Canvas</h1>
        <p className="lead">{tool.description}</p>
      </header>
      <AiTextEditor tool={tool} />
    </div>
  );
}

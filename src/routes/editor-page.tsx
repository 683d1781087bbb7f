import { AiTextEditor } from '../../renderers/editor/ai-text-editor.tsx';
import { ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';
import { loadToolByPath } from '../features/catalogue/page-data.server.ts';
import { localeOfRequest } from '../i18n/page-locale.server.ts';
import { toolPageMessages } from '../i18n/tool-page-messages.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import type { Route } from './+types/editor-page';

// The editor renderer's page of its own: the tool whose manifest `path` is this page's, at build time,
// with the messages its renderer declares.
export function loader({ request }: Route.LoaderArgs) {
  const tool = loadToolByPath(request.url, localeOfRequest(request));
  return { tool, messages: toolPageMessages(request, tool.renderer) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownRouteToolMeta(loaderData?.tool);
}

export default function EditorPage({ loaderData: { tool } }: Route.ComponentProps) {
  const t = useMessages('editor');
  return (
    <div className="page-wide">
      <header className="editor-page-header">
        <h1>{t('pageHeading')}</h1>
        <p className="lead">{tool.description}</p>
      </header>
      <AiTextEditor tool={tool} />
    </div>
  );
}

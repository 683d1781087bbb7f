import { ImageStudio } from '../../renderers/image/image-studio.tsx';
import { ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';
import { loadToolByPath } from '../features/catalogue/page-data.server.ts';
import { localeOfRequest } from '../i18n/page-locale.server.ts';
import { toolPageMessages } from '../i18n/tool-page-messages.server.ts';
import type { Route } from './+types/image-page';

// The image renderer's page of its own: the tool whose manifest `path` is this page's, at build time,
// with the messages its renderer declares.
export function loader({ request }: Route.LoaderArgs) {
  const tool = loadToolByPath(request.url, localeOfRequest(request));
  return { tool, messages: toolPageMessages(request, tool.renderer) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownRouteToolMeta(loaderData?.tool);
}

export default function ImagePage({ loaderData: { tool } }: Route.ComponentProps) {
  return (
    <div className="page-wide">
      <header className="editor-page-header">
        <h1>{tool.title}</h1>
        <p className="lead">{tool.description}</p>
      </header>
      <ImageStudio tool={tool} />
    </div>
  );
}

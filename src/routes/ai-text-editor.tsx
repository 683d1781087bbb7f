import { ownRouteTool, ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';
import { StaticPage } from '../pages/static-page.tsx';

const tool = ownRouteTool('ai-text-editor');

export function meta() {
  return ownRouteToolMeta(tool);
}

export default function AiTextEditorPage() {
  return <StaticPage title="AI Text Editor Canvas" lead={tool.description} />;
}

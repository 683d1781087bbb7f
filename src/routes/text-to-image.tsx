import { ownRouteTool, ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';
import { StaticPage } from '../pages/static-page.tsx';

const tool = ownRouteTool('text-to-image');

export function meta() {
  return ownRouteToolMeta(tool);
}

export default function TextToImagePage() {
  return <StaticPage title={tool.title} lead={tool.description} />;
}

import { ImageStudio } from '../features/images/image-studio.tsx';
import { ownRouteTool, ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';

const tool = ownRouteTool('text-to-image');

export function meta() {
  return ownRouteToolMeta(tool);
}

export default function TextToImagePage() {
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

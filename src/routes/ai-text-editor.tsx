import { AiTextEditor } from '../features/editor/ai-text-editor.tsx';
import { ownRouteTool, ownRouteToolMeta } from '../features/tool-page/own-route-tool.ts';

const tool = ownRouteTool('ai-text-editor');

export function meta() {
  return ownRouteToolMeta(tool);
}

export default function AiTextEditorPage() {
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

import { Link, useParams } from 'react-router';
import { registry } from '../../engine/registry/registry.ts';

export default function ToolPage() {
  const { toolId } = useParams();
  const tool = toolId ? registry.toolsById.get(toolId) : undefined;
  if (!tool) return <main><h1>Tool not found</h1><Link to="/">Back to home</Link></main>;
  return (
    <main>
      <Link to="/">Back to home</Link>
      <h1>{tool.title}</h1>
      <p>{tool.description}</p>
    </main>
  );
}

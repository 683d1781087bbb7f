// The editor renderer's page component (browser code); loaded on demand by src/features/renderers.
export { AiTextEditor as RendererPage } from './ai-text-editor.tsx';

// The image renderer's page component (browser code); loaded on demand by src/features/renderers.
export { ImageStudio as RendererPage } from './image-studio.tsx';

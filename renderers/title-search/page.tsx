// The title-search renderer's page component (browser code); loaded on demand by src/features/renderers.
export { TitleSearch as RendererPage } from './title-search.tsx';

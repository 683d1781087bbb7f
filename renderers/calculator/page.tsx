// The calculator renderer's page component (browser code); loaded on demand by src/features/renderers.
export { YoutubeCalculator as RendererPage } from './youtube-calculator.tsx';

// The two small parts every tool form shows under its inputs, in one lazily loaded chunk: one
// dynamic import in the page's first JavaScript instead of two (its budget has bytes, not
// chunks, to spare).
export { DocumentTrigger } from '../documents/document-trigger.tsx';
export { FormLinkBar } from './form-link-bar.tsx';

import { loadProsePage } from '../features/content/load-prose-page.server.ts';
import { prosePageMeta } from '../features/content/prose-page-meta.ts';
import { ProsePage } from '../features/content/prose-page.tsx';
import type { Route } from './+types/cookie-policy';

// Runs when the build prerenders the page in each locale (the path's prefix picks the text).
export function loader({ request }: Route.LoaderArgs) {
  return loadProsePage('cookie-policy', request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return prosePageMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProsePage content={loaderData} />;
}

import { LOCALE_INFO } from '../../engine/i18n/locales.ts';
import { loadProsePage } from '../features/content/load-prose-page.server.ts';
import { prosePageMeta } from '../features/content/prose-page-meta.ts';
import { ProsePage } from '../features/content/prose-page.tsx';
import { FairUseAnswer } from '../features/faq/fair-use-answer.tsx';
import { readFairUseText } from '../features/faq/load-faq.server.ts';
import type { Route } from './+types/terms-of-service';

// Runs when the build prerenders the page in each locale (the path's prefix picks the text);
// the fair-use paragraph's sentences come along so the browser can put the configured numbers in.
export function loader({ request }: Route.LoaderArgs) {
  const content = loadProsePage('terms-of-service', request);
  return { content, fairUse: readFairUseText(content.locale) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return prosePageMeta(loaderData?.content);
}

export default function Page({ loaderData: { content, fairUse } }: Route.ComponentProps) {
  const fairUseAnswer = <FairUseAnswer text={fairUse} htmlLang={LOCALE_INFO[content.locale].htmlLang} />;
  return <ProsePage content={content} slots={{ fairUse: fairUseAnswer }} />;
}

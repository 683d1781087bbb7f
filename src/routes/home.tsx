import { useMemo, useState } from 'react';
import { decodeHomeCatalogue } from '../../engine/catalogue/home-catalogue.ts';
import { searchTools } from '../../engine/catalogue/search-tools.ts';
import { CategorySection } from '../features/home/category-section.tsx';
import { CategoryJumpBar } from '../features/home/category-jump-bar.tsx';
import { YourTools } from '../features/favourites/your-tools.tsx';
import { Hero, TOOLS_SECTION_ID, scrollToTools } from '../features/home/hero.tsx';
import { Highlights } from '../features/home/highlights.tsx';
import { HomeFaq } from '../features/home/home-faq.tsx';
import { SearchBox } from '../features/home/search-box.tsx';
import { SearchResults } from '../features/home/search-results.tsx';
import { useCardNavigation } from '../features/home/use-card-navigation.ts';
import { Overview } from '../features/home/why-choose-us.tsx';
import { pageMeta } from '../features/seo/page-meta.ts';
import { loadHomeCatalogue } from '../features/catalogue/page-data.server.ts';
import { homeFaqEntries } from '../features/faq/faq-entries.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { localeOfRequest } from '../i18n/page-locale.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import type { Route } from './+types/home';

// Runs when the build prerenders the page: the cards' data is written into it, and no
// catalogue (nor any validator) is bundled into the browser's JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { messages, title, description } = pageText(request, ['home'], 'home', 'metaTitle', 'metaDescription');
  return { ...loadHomeCatalogue(locale), faq: homeFaqEntries(locale), messages, title, description };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description ?? '', path: '/' });
}

export default function Home({ loaderData: { catalogue, toolCount, faq } }: Route.ComponentProps) {
  const categories = useMemo(() => decodeHomeCatalogue(catalogue), [catalogue]);
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const allEntries = useMemo(() => categories.flatMap((c) => c.entries), [categories]);
  const results = useMemo(() => (searching ? searchTools(allEntries, query) : []), [allEntries, query, searching]);
  const onCardClick = useCardNavigation();
  const t = useMessages('home');

  return (
    <div className="home">
      <Hero />
      <div className="home-search">
        <SearchBox query={query} onChange={setQuery} />
      </div>
      {/* The cards are plain links: one handler here makes them navigate inside the app. */}
      <div id={TOOLS_SECTION_ID} tabIndex={-1} className="tools-anchor" onClick={onCardClick}>
        {searching ? (
          <>
            <SearchResults results={results} />
            {/* No match: the categories follow, as the no-match text says. */}
            {results.length === 0 && categories.map((category) => <CategorySection key={category.id} category={category} />)}
          </>
        ) : (
          <>
            <YourTools entries={allEntries} />
            <CategoryJumpBar categories={categories} />
            <Highlights />
            {categories.map((category) => (
              <CategorySection key={category.id} category={category} />
            ))}
          </>
        )}
      </div>
      {!searching && (
        <>
          <Overview toolCount={toolCount} categoryCount={categories.length} />
          <HomeFaq entries={faq} />
          <div className="get-started-now">
            <button type="button" className="button button-primary" onClick={scrollToTools}>
              {t('getStartedNow')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

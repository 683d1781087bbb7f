import { ownPagePath } from '../../engine/catalogue/site-pages.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { TitleSearch } from '../features/title-search/title-search.tsx';

export function meta() {
  return pageMeta({
    title: 'Free All in Title Search Tool – allintitle and allinurl Counts',
    description: 'Check allintitle and allinurl result counts for any keyword, see competing titles with their length, and export the results to CSV. Free, no sign-up.',
    path: ownPagePath('title-search'),
  });
}

export default function TitleSearchPage() {
  return (
    <div className="page-wide">
      <header className="editor-page-header">
        <h1>All in Title Search Tool</h1>
        <p className="lead">Find how many pages use your exact keyword in their title and URL, to judge how hard it is to rank.</p>
      </header>
      <TitleSearch />
    </div>
  );
}

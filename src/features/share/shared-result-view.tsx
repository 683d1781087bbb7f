import { ArrowRight } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../../engine/i18n/locales.ts';
import { decodeShareFragment, type SharedResult } from '../../../engine/share/share-link.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
// The same sanitising Markdown view as the tool page: a shared text is untrusted.
import { LazyMarkdownView as MarkdownView } from '../markdown/lazy-markdown-view.tsx';

/** /share#...: the result carried by the link's fragment, read-only. The server never sees the fragment. */
export default function SharedResultView() {
  const [shared, setShared] = useState<SharedResult | null | undefined>(undefined);
  const t = useMessages('share');
  const locale = usePageLocale();
  useEffect(() => {
    const read = () => setShared(decodeShareFragment(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (shared === undefined) return <p className="field-help">{t('reading')}</p>;
  if (shared === null)
    return (
      <p role="alert">
        {t('damaged')} <Link to={localizePath('/', locale)}>{t('damagedLink')}</Link>
        {t('damagedAfter')}
      </p>
    );
  return (
    <div className="shared-result">
      <p className="share-notice">
        {t('notice')}
      </p>
      <h2>{shared.toolTitle}</h2>
      <h3>{t('request')}</h3>
      <p className="shared-request">{shared.input}</p>
      <h3>{t('result')}</h3>
      <div className="card result-body">
        <Suspense fallback={<pre className="result-plain" dir="auto">{shared.output}</pre>}>
          <MarkdownView text={shared.output} streaming={false} />
        </Suspense>
      </div>
      <p>
        <Link to={`/tools/${shared.toolId}`} className="button button-primary">
          {t('tryTool')} <ArrowRight size={18} aria-hidden="true" className="icon-directional" />
        </Link>
      </p>
    </div>
  );
}

import { ArrowRight } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { decodeShareFragment, type SharedResult } from '../../../engine/share/share-link.ts';
// The same sanitising Markdown view as the tool page: a shared text is untrusted.
import { LazyMarkdownView as MarkdownView } from '../markdown/lazy-markdown-view.tsx';

/** /share#...: the result carried by the link's fragment, read-only. The server never sees the fragment. */
export default function SharedResultView() {
  const [shared, setShared] = useState<SharedResult | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setShared(decodeShareFragment(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (shared === undefined) return <p className="field-help">Reading the shared result…</p>;
  if (shared === null)
    return (
      <p role="alert">
        This share link is incomplete or damaged: the text it should carry could not be read. Ask for the link again, or <Link to="/">browse the tools</Link>.
      </p>
    );
  return (
    <div className="shared-result">
      <p className="share-notice">
        This link holds the text itself. Nothing was stored on our server: the page reads it from the address in your browser.
      </p>
      <h2>{shared.toolTitle}</h2>
      <h3>The request</h3>
      <p className="shared-request">{shared.input}</p>
      <h3>The result</h3>
      <div className="card result-body">
        <Suspense fallback={<pre className="result-plain">{shared.output}</pre>}>
          <MarkdownView text={shared.output} streaming={false} />
        </Suspense>
      </div>
      <p>
        <Link to={`/tools/${shared.toolId}`} className="button button-primary">
          Try this tool <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </p>
    </div>
  );
}

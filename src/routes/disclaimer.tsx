import { Link } from 'react-router';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Disclaimer – AI Writing Tools',
    description: 'AI Writing Tools produces AI-generated content that may contain errors. Review, fact-check and edit everything before you publish or rely on it.',
    path: '/disclaimer',
  });
}

export default function Page() {
  return (
    <StaticPage title="Disclaimer" lead="AI-generated content can be wrong: review it before you rely on it.">
      <p>
        <em>Last updated: November 22, 2026</em>
      </p>

      <h2>AI-generated content</h2>
      <p>
        The text produced by our tools is written by an AI language model, not by a person. It can sound confident and still be inaccurate,
        incomplete, biased or outdated. The model may invent facts, figures, quotes, names or sources that do not exist.
      </p>

      <h2>Not professional advice</h2>
      <p>
        Nothing the tools produce is legal, medical, financial, tax or other professional advice. For decisions in those areas, consult a qualified
        professional.
      </p>

      <h2>Check the facts</h2>
      <p>
        Treat every output as a draft. Verify facts, numbers, dates and references against reliable sources, and edit the text before you use it.
      </p>

      <h2>Originality and detection</h2>
      <p>
        We do not guarantee that generated text is original or unique, that it does not resemble existing content, or that it will pass plagiarism
        checkers or AI-content detectors.
      </p>

      <h2>Your responsibility</h2>
      <p>
        You are responsible for the content you publish or share and for how you use it, including making sure it is accurate, lawful and does not
        infringe anyone’s rights. See our <Link to="/terms-of-service">Terms of Service</Link> for the full terms of use.
      </p>

      <h2>Questions</h2>
      <p>
        If you find a problem with a tool, please <Link to="/report-bug">report a bug</Link> or reach us through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}

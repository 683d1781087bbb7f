import { Link } from 'react-router';
import { FairUseAnswer } from '../features/faq/fair-use-answer.tsx';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Terms of Service – AI Writing Tools',
    description: 'The terms of service of AI Writing Tools: acceptable use, generated content, availability, liability and the law that governs them.',
    path: '/terms-of-service',
  });
}

export default function Page() {
  return (
    <StaticPage title="Terms of Service" lead="The terms that apply when you use AI Writing Tools.">
      <p>
        <em>Last updated: November 22, 2026</em>
      </p>

      <h2>1. Acceptance of These Terms</h2>
      <p>
        By using AI Writing Tools (the “service”) you agree to these terms. If you do not agree, please do not use the service. How we handle your data
        is described in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>2. Using the Service</h2>
      <p>
        The tools are free and can be used without an account. Your requests are sent through our server to an AI provider chosen by the site operator,
        so the text you submit is also processed by that provider under its own terms. Signing in with GitHub is optional and, where available, is used
        only to like tools.
      </p>
      <p>
        We may add, change, limit or remove tools and features, apply usage limits, or suspend the service, temporarily or permanently, at any time and
        without notice. We do not guarantee that the service will always be available or free of errors.
      </p>
      <p>
        <strong>Fair use.</strong> <FairUseAnswer />
      </p>

      <h2>3. Acceptable Use</h2>
      <p>You agree not to use the service to:</p>
      <ul>
        <li>create or share content that is illegal, hateful, harassing or threatening;</li>
        <li>deceive or defraud others, including spam, phishing, impersonation or disinformation;</li>
        <li>infringe the copyright, trademarks, privacy or other rights of anyone else;</li>
        <li>
          scrape the site, or call the generation API through bots, scripts or other automated means, beyond normal personal use of the tools;
        </li>
        <li>get around rate limits, human verification or other protections, or disrupt the service for other people.</li>
      </ul>
      <p>We may block access for anyone who breaks these rules.</p>

      <h2>4. Your Content and AI Output</h2>
      <p>
        You keep any rights you have in the text you enter, and you own the content you generate with the tools, to the extent the law allows. You are
        responsible for what you enter and for reviewing the output and deciding how you use it. AI output can be wrong, incomplete, biased or
        outdated, and may resemble existing text. Please read our <Link to="/disclaimer">Disclaimer</Link> before relying on or publishing anything the
        tools produce.
      </p>

      <h2>5. Fees</h2>
      <p>
        The service is currently free. If we ever introduce paid features or subscriptions, we will give at least 14 days’ notice before any fee is
        introduced or changed, and you will be able to stop using the paid features before the change applies. Subscription fees, if any are
        introduced, are non-refundable.
      </p>

      <h2>6. Service Provided “As Is”</h2>
      <p>
        The service is provided “as is” and “as available”, without warranties of any kind, whether express or implied, including warranties of
        accuracy, reliability, fitness for a particular purpose and non-infringement.
      </p>

      <h2>7. Limitation of Liability</h2>
      <p>
        To the fullest extent permitted by law, the operators and contributors of AI Writing Tools are not liable for any indirect, incidental, special,
        consequential or punitive damages, or for any loss of data, profits, revenue or reputation, arising from your use of or inability to use the
        service or from any content it generates. Our total liability for any claim related to the service is limited to the amount, if any, you
        paid us to use it in the twelve months before the claim.
      </p>

      <h2>8. Governing Law and Changes to These Terms</h2>
      <p>These terms are governed by the laws of the United States.</p>
      <p>
        We may update these terms from time to time. The new version will be published on this page with a new “Last updated” date, and by continuing to
        use the service after that date you accept the updated terms. Questions about these terms can be sent through our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}

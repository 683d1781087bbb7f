import { Link } from 'react-router';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';
import { ownPagePath } from '../../engine/catalogue/site-pages.ts';

export function meta() {
  return pageMeta({
    title: 'Privacy Policy – AI Writing Tools',
    description: 'How AI Writing Tools handles your data: what we collect, how we use it, how we protect it, which third parties are involved and your rights.',
    path: '/privacy-policy',
  });
}

export default function Page() {
  return (
    <StaticPage title="Privacy Policy" lead="What we collect when you use AI Writing Tools, why, and the choices you have.">
      <p>
        <em>Last updated: November 25, 2026</em>
      </p>

      <h2>Introduction</h2>
      <p>
        AI Writing Tools is a free, open-source collection of AI writing tools. You can use every tool without creating an account. The site shows no
        ads, runs no analytics or tracking scripts and sets no advertising cookies. This policy explains what data is handled when you use the site,
        who receives it and what you can do about it.
      </p>

      <h2>Information We Collect</h2>

      <h3>Text you send to the tools</h3>
      <p>
        When you use a tool, your browser sends your input to this site’s own server (the gateway). The gateway adds the AI provider key, which stays on
        the server, and forwards your request to the AI provider chosen by the site operator. The generated text is sent back to your browser. Your
        requests and the generated text are <strong>not stored</strong> on our server.
      </p>
      <p>
        For each generation the gateway writes a single log line containing only: the tool used, the outcome (completed, error code or cancelled), the
        number of characters generated and how long it took. It never logs the text you typed or the text that was generated.
      </p>
      <p>
        To keep free use fair, the gateway counts your generations, images and generated tokens per IP address for the current day (UTC); these
        counters expire after the day ends. Daily totals per tool and AI model (counts, tokens and cost only, without IP addresses or texts) are kept
        so the operator can see what the site spends.
      </p>
      <p>
        If you turn on “Remember previous messages”, the conversation history is kept in the memory of your browser tab only. It is not saved on our
        server or in your browser’s storage, and it is gone when you reload or close the page.
      </p>

      <h3>Saved results on your device</h3>
      <p>
        Each finished or stopped result is saved <strong>in your own browser only</strong> (its IndexedDB storage, database “ai-writing-tools”), so
        you can find it again after a reload: the tool, your request, the options you chose, the generated text, the time and the name of the AI
        model. It is never sent to or stored on our server. At most 500 results or 20 MB are kept; older ones are deleted first. You can delete
        results one by one or all at once, export them, or switch saving off (which deletes everything saved) on the{' '}
        <Link to="/history">Saved Results</Link> page.
      </p>
      <p>
        A share link carries the shared text itself in the part of the address after “#”, which browsers do not send to servers: opening it shows
        the text without our server receiving or storing it. Anyone who has the link can read the text.
      </p>

      <h3>Technical data</h3>
      <p>
        Like most web servers, ours may record standard request logs that include your IP address. IP addresses are also used for rate limiting, to
        protect the service from abuse; the rate-limit counters are kept in memory (or in a Redis cache) for about a minute.
      </p>

      <h3>All-in-title search tool</h3>
      <p>
        When you use the <Link to={ownPagePath('title-search')}>All-in-Title Search Tool</Link>, the keywords you enter are sent to the search
        provider configured by the operator (Google Custom Search or SerpApi). Results are cached on our server for up to 24 hours, stored by keyword
        only, not by who searched. To keep bots away, this tool uses Cloudflare Turnstile, which receives your IP address and signals from your browser
        to check that you are human. Your last searches are saved in your own browser (see our <Link to="/cookie-policy">Cookie Policy</Link>).
      </p>

      <h3>Forms you submit</h3>
      <p>
        When you send the <Link to="/contact">contact form</Link>, <Link to="/tools-suggest">suggest a tool</Link> or{' '}
        <Link to="/report-bug">report a bug</Link>, we store what you typed in the form (for example your name, email address, subject and message) and
        the time you sent it in our database, so that the operator can read and answer it. Submissions may also be forwarded to a notification webhook
        run by the operator.
      </p>

      <h3>Optional sign-in to like tools</h3>
      <p>
        Where the operator has enabled it, you can sign in with GitHub through Supabase for one purpose only: to like tools. If you sign in, Supabase
        stores your account identifier and which tools you liked, and keeps its sign-in session in your browser’s local storage. Signing in is never
        required to use the tools.
      </p>

      <h3>Browser storage</h3>
      <p>
        The site saves your light/dark theme choice, your recent title searches, your favourite and recently used tools (their ids only) and
        whether saving results is switched off in your browser’s local storage, and your saved results in its IndexedDB storage (see above). It sets no cookies of its own. The
        details are in our <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>

      <h2>How We Use Your Information</h2>
      <ul>
        <li>To send your request to the AI provider and return the generated text to you.</li>
        <li>To run the title search and show you the results.</li>
        <li>To keep the service working and fair for everyone: rate limiting, blocking bots and fixing errors.</li>
        <li>To read and answer your messages, tool suggestions and bug reports.</li>
        <li>To record and count tool likes if you choose to sign in.</li>
        <li>To remember your theme and recent searches in your own browser.</li>
      </ul>
      <p>We do not sell your data, use it for advertising or build profiles of visitors.</p>

      <h2>Data Security</h2>
      <p>
        The best protection is not keeping data at all, so we keep as little as possible: your text and the generated output are not stored on our
        server, our generation logs contain no content, and rate-limit counters expire after about a minute. The AI provider key stays on the server and
        is never sent to your browser. Form submissions are kept only so the operator can handle them. No method of transmission or storage is
        completely secure, so please do not enter passwords, payment details or other highly sensitive information into the tools or forms.
      </p>

      <h2>Third-Party Services</h2>
      <p>Some features rely on outside services, which process data under their own terms and privacy policies:</p>
      <ul>
        <li>
          <strong>AI provider.</strong> The text you send to a tool reaches the AI provider configured by the site operator: an OpenAI-compatible
          service such as Mistral, OpenAI, OpenRouter, Groq, Together or DeepInfra, or a model hosted by the operator.
        </li>
        <li>
          <strong>Search provider.</strong> Keywords entered in the title search tool are sent to Google Custom Search or SerpApi.
        </li>
        <li>
          <strong>Cloudflare Turnstile.</strong> Used for the human check on the title search tool; it receives your IP address and browser signals.
        </li>
        <li>
          <strong>Supabase and GitHub.</strong> Used only if you choose to sign in to like tools.
        </li>
        <li>
          <strong>Operator webhook.</strong> Form submissions may be forwarded to a notification service run by the operator.
        </li>
      </ul>

      <h2>Your Rights</h2>
      <ul>
        <li>
          You can ask to see, correct or delete the form submissions we hold about you through the <Link to="/contact">contact page</Link>.
        </li>
        <li>If you signed in to like tools, you can sign out at any time and ask us to delete your likes and account record.</li>
        <li>
          You can clear the data saved in your browser whenever you like, as explained in our <Link to="/cookie-policy">Cookie Policy</Link>.
        </li>
        <li>
          Because we do not store your tool requests or the generated text, there is no copy of them on our server to access or delete. For data held by
          the AI provider, please refer to that provider’s own policy.
        </li>
      </ul>
      <p>Depending on where you live, local law may give you further rights, such as the right to object to processing or to complain to a data protection authority.</p>

      <h2>Changes</h2>
      <p>
        We may update this policy when the site or the law changes. The new version will be published on this page with a new “Last updated” date.
      </p>

      <h2>Contact Us</h2>
      <p>
        Questions about this policy or your data? Write to us through the <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}

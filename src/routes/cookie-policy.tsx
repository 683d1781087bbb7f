import { Link } from 'react-router';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';
import { ownPagePath } from '../../engine/catalogue/site-pages.ts';

export function meta() {
  return pageMeta({
    title: 'Cookie Policy – AI Writing Tools',
    description: 'Which cookies and local storage keys AI Writing Tools uses, what each one is for, and how to clear them. No advertising or tracking cookies.',
    path: '/cookie-policy',
  });
}

export default function Page() {
  return (
    <StaticPage title="Cookie Policy" lead="Which cookies and browser storage this site uses, and why.">
      <p>
        <em>Last updated: November 22, 2026</em>
      </p>

      <h2>No tracking cookies</h2>
      <p>
        AI Writing Tools shows no ads and runs no analytics or tracking scripts. The site itself sets <strong>no cookies</strong>, and there are no
        advertising or tracking cookies. Because of that, there is no cookie banner to accept.
      </p>

      <h2>Browser storage we use</h2>
      <p>
        A few small settings are saved in your browser’s local storage. They stay on your device; the site does not send them to its server.
      </p>
      <div className="markdown">
        <table>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Purpose</th>
              <th scope="col">Lifetime</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>theme</code>
              </td>
              <td>Remembers whether you chose the light or dark theme.</td>
              <td>Until you clear your browser storage.</td>
            </tr>
            <tr>
              <td>
                <code>title-search-history</code>
              </td>
              <td>Your most recent searches in the All-in-Title Search Tool, so you can see them again.</td>
              <td>Until you press Clear on that page or clear your browser storage.</td>
            </tr>
            <tr>
              <td>
                <code>awt-device-tools</code>
              </td>
              <td>The ids of your favourite tools (the star) and of the last 8 tools you opened, shown at the top of the home page. No text you wrote.</td>
              <td>Until you remove the stars or clear your browser storage.</td>
            </tr>
            <tr>
              <td>
                <code>awt-saved-results-off</code>
              </td>
              <td>Set only when you switch off saving results on the Saved Results page.</td>
              <td>Until you switch saving back on or clear your browser storage.</td>
            </tr>
            <tr>
              <td>
                IndexedDB database <code>ai-writing-tools</code>
              </td>
              <td>Your saved results (tool, request, options, generated text, time, model name), at most 500 or 20 MB. Never sent to our server.</td>
              <td>Until you delete them, switch saving off or clear your browser storage.</td>
            </tr>
            <tr>
              <td>
                Supabase session key (<code>sb-…-auth-token</code>)
              </td>
              <td>Keeps you signed in, only if you sign in with GitHub to like tools. Set by Supabase.</td>
              <td>Until you sign out or clear your browser storage.</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        The “Remember previous messages” option does not use browser storage: that history is kept in the page’s memory only and disappears when you
        reload or close the tab.
      </p>

      <h2>Third-party cookies</h2>
      <p>
        The <Link to={ownPagePath('title-search')}>All-in-Title Search Tool</Link> uses Cloudflare Turnstile to check that you are human.
        Turnstile may set cookies that are needed for that check. They are not used for advertising. See our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> for what Turnstile receives.
      </p>

      <h2>How to clear them</h2>
      <ul>
        <li>
          <strong>Title search history:</strong> use the Clear button on the{' '}
          <Link to={ownPagePath('title-search')}>All-in-Title Search Tool</Link> page.
        </li>
        <li>
          <strong>Supabase session:</strong> sign out.
        </li>
        <li>
          <strong>Everything:</strong> clear this site’s data (cookies and site data, or local storage) in your browser’s privacy settings. The site keeps
          working; it will simply forget your theme and recent searches.
        </li>
      </ul>
      <p>
        Questions? Reach us through the <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}

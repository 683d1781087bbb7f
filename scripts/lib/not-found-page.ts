// A language's not-found page, made from that language's prerendered home page: its header, footer,
// <html lang dir> and theme script, with the not-found text in place of the page, no hydration
// (its app would be the home page's, at another address) and nothing a search engine should index.
// With JavaScript, a small script of our origin (public/not-found-redirect.js) then goes to the
// home of the language, replacing the history entry, as the app does for an unknown English address.

export interface NotFoundText {
  title: string;
  text: string;
  homeLink: string;
}

/** The script file the page loads: it follows the link marked data-not-found-home. */
export const NOT_FOUND_REDIRECT_SCRIPT = '/not-found-redirect.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Removes every match of `pattern` and fails when there was none: a home page without it is not what this expects. */
function removeAll(html: string, pattern: RegExp, what: string): string {
  if (!pattern.test(html)) throw new Error(`not-found page: the home page has no ${what}`);
  return html.replace(pattern, '');
}

/**
 * `homeHtml`: the language's prerendered home page. `themeScript`: the one inline script kept (it
 * runs before paint, so a dark theme never flashes light). `home`: the language's home address.
 */
export function notFoundPage(homeHtml: string, text: NotFoundText, home: string, themeScript: string): string {
  const bodyStart = homeHtml.indexOf('<body>');
  const mainStart = homeHtml.indexOf('<main id="main"');
  const mainEnd = homeHtml.indexOf('</main>', mainStart);
  const appEnd = homeHtml.indexOf('</footer></div>', mainEnd);
  if (bodyStart < 0 || mainStart < bodyStart || mainEnd < 0 || appEnd < 0) throw new Error('not-found page: the home page has no <body>, <main id="main"> or footer');

  let head = homeHtml.slice(0, bodyStart);
  const theme = `<script>${themeScript}</script>`;
  if (!head.includes(theme)) throw new Error('not-found page: the home page has no theme script');
  head = head.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (script === theme ? script : ''));
  head = removeAll(head, /<link rel="canonical"[^>]*>/g, 'canonical link');
  head = removeAll(head, /<link rel="alternate"[^>]*>/g, 'hreflang links');
  head = head.replace(/<link rel="modulepreload"[^>]*>/g, '');
  head = head.replace(/<meta (?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, '');
  head = head.replace(/<title>[\s\S]*?<\/title>/, '');
  head = head.replace(
    '</head>',
    `<title>${escapeHtml(text.title)}</title><meta name="robots" content="noindex"/><script src="${NOT_FOUND_REDIRECT_SCRIPT}" defer=""></script></head>`,
  );

  const main =
    '<main id="main" class="site-main" tabindex="-1"><div class="page narrow not-found">' +
    `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.text)}</p>` +
    `<p><a href="${escapeHtml(home)}" data-not-found-home="">${escapeHtml(text.homeLink)}</a></p></div></main>`;
  // The header marks Home as the current page; this page is not it.
  const header = homeHtml.slice(bodyStart, mainStart).replace(/ aria-current="page"/g, '').replace(/class="nav-link active"/g, 'class="nav-link"');
  const body = header + main + homeHtml.slice(mainEnd + '</main>'.length, appEnd + '</footer></div>'.length);
  return `${head}${body}</body></html>`;
}

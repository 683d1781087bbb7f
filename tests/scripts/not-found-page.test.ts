import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REDIRECT_SCRIPT, notFoundPage } from '../../scripts/lib/not-found-page.ts';

// The shape of a prerendered localized home page as the build writes it (head tags from the root's
// meta and LanguageHead, the app's header, main and footer, then React Router's scripts and streamed data).
const THEME = "(function(){document.documentElement.setAttribute('data-theme','light')})();";
const HOME = [
  '<!DOCTYPE html><html lang="es" dir="ltr" data-theme="light"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-x.js"/>',
  '<title>Herramientas de escritura con IA gratis</title><meta name="description" content="Todas gratis"/>',
  '<meta property="og:title" content="Herramientas"/><meta name="twitter:card" content="summary"/>',
  '<link rel="canonical" href="http://localhost:3000/es/"/><link rel="alternate" hrefLang="en" href="http://localhost:3000/"/>',
  `<script>${THEME}</script><script>window.__early = 1;</script><link rel="stylesheet" href="/assets/root.css"/></head>`,
  '<body><div class="app"><header class="site-header"><nav><a aria-current="page" class="nav-link active" href="/es/">Inicio</a>',
  '<a class="nav-link" href="/es/faq">Preguntas frecuentes</a></nav></header>',
  '<main id="main" class="site-main" tabindex="-1"><div class="home"><h1>Da rienda suelta</h1></div></main>',
  '<footer id="site-footer"><p>© 2026 AI Writing Tools</p></footer></div>',
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client-x.js");</script>',
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[]");</script></div></body></html>',
].join('');
const TEXT = { title: 'Página no encontrada', text: 'No hay ninguna página en esta dirección.', homeLink: 'Ir a la página de inicio' };

describe('a language’s not-found page, made from its home page', () => {
  const page = notFoundPage(HOME, TEXT, '/es/', THEME);

  it('keeps the language, the header and the footer, and says the page is not found', () => {
    expect(page).toMatch(/^<!DOCTYPE html><html lang="es" dir="ltr"/);
    expect(page).toContain('<a class="nav-link" href="/es/faq">Preguntas frecuentes</a>');
    expect(page).toContain('<footer id="site-footer">');
    expect(page).toContain('<title>Página no encontrada</title>');
    expect(page).toContain('<main id="main" class="site-main" tabindex="-1"><div class="page narrow not-found"><h1>Página no encontrada</h1><p>No hay ninguna página en esta dirección.</p>');
    expect(page).toContain('<a href="/es/" data-not-found-home="">Ir a la página de inicio</a>');
    expect(page).not.toContain('Da rienda suelta');
    expect(page).toMatch(/<\/footer><\/div><\/body><\/html>$/);
  });

  it('has no app, nothing to index and nothing of the home page’s head', () => {
    expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script>', `<script src="${NOT_FOUND_REDIRECT_SCRIPT}" defer="">`]);
    expect(page).toContain(`<script>${THEME}</script>`);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    for (const gone of ['modulepreload', 'rel="canonical"', 'rel="alternate"', 'og:title', 'twitter:card', 'name="description"', '__reactRouterContext', 'Herramientas de escritura', 'hidden id="S:0"']) {
      expect(page).not.toContain(gone);
    }
  });

  it('marks no link of the header as the current page', () => {
    expect(page).not.toContain('aria-current');
    expect(page).toContain('<a class="nav-link" href="/es/">Inicio</a>');
  });

  it('escapes the texts it writes', () => {
    expect(notFoundPage(HOME, { ...TEXT, title: 'A <b> & "c"' }, '/es/', THEME)).toContain('<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>');
  });

  it('refuses a page it does not recognise rather than write a broken one', () => {
    expect(() => notFoundPage(HOME.replace('<main id="main"', '<main id="other"'), TEXT, '/es/', THEME)).toThrow(/main id="main"/);
    expect(() => notFoundPage(HOME.replace(THEME, 'x'), TEXT, '/es/', THEME)).toThrow(/theme script/);
    expect(() => notFoundPage(HOME.replace(/<link rel="canonical"[^>]*>/, ''), TEXT, '/es/', THEME)).toThrow(/canonical/);
  });
});

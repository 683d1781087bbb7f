import type { LanguageLinks } from '../../../engine/i18n/language-links.ts';

/** The page's canonical address, its hreflang alternates and Open Graph locales (engine/i18n/language-links.ts). */
export function LanguageHead({ page: { links } }: { page: { links: LanguageLinks } }) {
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:url" content={links.canonical} />
      <meta property="og:locale" content={links.ogLocale} />
      {links.ogLocaleAlternates.map((l) => (
        <meta key={l} property="og:locale:alternate" content={l} />
      ))}
    </>
  );
}

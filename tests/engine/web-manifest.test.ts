import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../engine/i18n/locales.ts';
import { manifestPath, webManifest } from '../../engine/installable-app/web-manifest.ts';

describe('the web app manifest of each locale', () => {
  const words = { name: 'AI Writing Tools', description: 'Tools.' };

  it('is one installable app: same id and scope, standalone, with 192 and 512 icons and maskable ones', () => {
    for (const locale of LOCALES) {
      const m = webManifest(locale, words);
      expect(m, locale).toMatchObject({ id: '/', scope: '/', display: 'standalone', name: 'AI Writing Tools' });
      expect(m.short_name.length, locale).toBeLessThanOrEqual(12);
      expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/);
      const sizes = (purpose: string) => m.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
      expect(sizes('any')).toEqual(['192x192', '512x512']);
      expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    }
  });

  it('starts on the home page of the language it was installed from, in that language and direction', () => {
    expect(webManifest('en', words)).toMatchObject({ start_url: '/', lang: 'en', dir: 'ltr' });
    expect(webManifest('pt-br', words)).toMatchObject({ start_url: '/pt-br/', lang: 'pt-BR', dir: 'ltr' });
    expect(webManifest('ar', words)).toMatchObject({ start_url: '/ar/', lang: 'ar', dir: 'rtl' });
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('ja')).toBe('/ja/manifest.webmanifest');
  });
});

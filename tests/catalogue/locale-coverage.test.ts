import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../../engine/i18n/locales.ts';
import { lintCatalogue } from '../../scripts/lib/lint-catalogue.ts';
import { SITE_LOCALES_FOLDER } from '../../scripts/lib/tool-locales.ts';
import fixture from '../fixtures/tools-requiring-translation.json' with { type: 'json' };
import { GOOD_ROOT } from '../helpers/catalogue-fixture.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What keeps `ids` from being fully translated under `root`: a tool or site locale file that
 * does not exist, and every lint problem of a translation file. Empty: every listed tool reads
 * complete in every locale, and so do the categories.
 */
function coverageGaps(root: string, ids: readonly string[]): string[] {
  const gaps: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    for (const id of ids) {
      if (!fs.existsSync(path.join(root, 'tools', id, 'manifest.json'))) gaps.push(`tools/${id}: no such tool any more; remove it from tests/fixtures/tools-requiring-translation.json`);
      else if (!fs.existsSync(path.join(root, 'tools', id, 'locales', `${locale}.json`))) gaps.push(`tools/${id}/locales/${locale}.json is missing`);
    }
    if (!fs.existsSync(path.join(root, 'tools', SITE_LOCALES_FOLDER, `${locale}.json`))) gaps.push(`tools/${SITE_LOCALES_FOLDER}/${locale}.json is missing`);
  }
  const inLocales = (file: string) => /^tools\/[^/]+\/locales\//.test(file) || file.startsWith(`tools/${SITE_LOCALES_FOLDER}/`);
  for (const p of lintCatalogue(root).problems) if (inLocales(p.file)) gaps.push(`${p.file} ${p.pointer} ${p.message}`);
  return gaps;
}

describe('translations of the catalogue', () => {
  it('every tool of the catalogue as it was when the site went to eight locales is translated in full, in every locale', () => {
    const gaps = coverageGaps(repoRoot, fixture.tools);
    // One line per gap, so a failure says which files to write.
    expect(gaps.join('\n')).toBe('');
  });

  it('lists each tool once (a tool added since is not listed: it may land in English only)', () => {
    expect(fixture.tools.length).toBeGreaterThanOrEqual(98);
    expect(new Set(fixture.tools).size).toBe(fixture.tools.length);
  });
});

describe('the coverage check itself', () => {
  // A copy of the lint fixture catalogue: one tool, with or without its translations.
  function root(translate: (tool: string) => object | null): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'));
    fs.cpSync(GOOD_ROOT, dir, { recursive: true });
    fs.mkdirSync(path.join(dir, 'tools', SITE_LOCALES_FOLDER));
    for (const locale of TRANSLATED_LOCALES) {
      const site = { $schema: '../../schemas/site-locale.schema.json', categories: { writing: { title: `${locale} writing`, description: 'x' }, extras: { title: `${locale} extras`, description: 'y' } } };
      fs.writeFileSync(path.join(dir, 'tools', SITE_LOCALES_FOLDER, `${locale}.json`), JSON.stringify(site));
      const file = translate(locale);
      if (!file) continue;
      fs.mkdirSync(path.join(dir, 'tools/sample-tool/locales'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'tools/sample-tool/locales', `${locale}.json`), JSON.stringify(file));
    }
    return dir;
  }
  const full = {
    $schema: '../../../schemas/tool-locale.schema.json',
    title: 'T', description: 'D', promptPlaceholder: 'P', keywords: ['k'],
    seo: { title: 'S', description: 'SD' },
    contextOptions: { formal: { label: 'F', description: 'FD' }, casual: { label: 'C', description: 'CD' } },
    listings: { extras: 'L' },
  };

  it('passes a tool translated in every locale', () => {
    expect(coverageGaps(root(() => full), ['sample-tool'])).toEqual([]);
  });

  it('names a missing locale file, a partial one and a tool that no longer exists', () => {
    const { listings: _l, ...partial } = full;
    const gaps = coverageGaps(root((locale) => (locale === 'ja' ? null : locale === 'ar' ? partial : full)), ['sample-tool', 'gone-tool']);
    expect(gaps).toContain('tools/sample-tool/locales/ja.json is missing');
    expect(gaps).toContain('tools/gone-tool: no such tool any more; remove it from tests/fixtures/tools-requiring-translation.json');
    expect(gaps).toContainEqual(expect.stringMatching(/^tools\/sample-tool\/locales\/ar\.json \/ is partial: translate \/listings\/extras/));
    expect(gaps.filter((g) => g.includes('/es.json'))).toEqual([]);
  });
});

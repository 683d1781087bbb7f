/** Title-length badge colours. */
export type TitleLengthBand = 'yellow' | 'green' | 'orange' | 'red';

export function titleLengthBand(length: number): TitleLengthBand {
  if (length < 45) return 'yellow';
  if (length <= 60) return 'green';
  if (length <= 70) return 'orange';
  return 'red';
}

export type KgrZone = 'good' | 'moderate' | 'hard';

/** Keyword Golden Ratio: allintitle results divided by monthly search volume. */
export function keywordGoldenRatio(allintitle: number, monthlyVolume: number): { ratio: number; zone: KgrZone } | null {
  if (!(monthlyVolume > 0) || !(allintitle >= 0)) return null;
  const ratio = allintitle / monthlyVolume;
  return { ratio, zone: ratio <= 0.25 ? 'good' : ratio <= 1 ? 'moderate' : 'hard' };
}

/** Up to 10 keywords from a textarea: one per line, trimmed, blanks and repeats dropped. */
export const MAX_KEYWORDS = 10;
export const MAX_KEYWORD_CHARS = 100;

export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const keyword = line.trim().replace(/\s+/g, ' ');
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

/** Cache key of a keyword: case and spacing do not change what the search engines answer. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

// X (Twitter) does not count a post's characters as a reader sees them: it weighs them. Its rules,
// from https://docs.x.com/resources/fundamentals/counting-characters and twitter-text's
// configuration (version 3) that page points to:
//  - the text is counted in Unicode Normalization Form C (a composed "é" and "e" + accent both count 1);
//  - a code point in U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F or U+2032–U+2037 weighs 1 (Latin,
//    Greek, Cyrillic, Hebrew, Arabic, Indic scripts and common punctuation); every other one weighs 2
//    (Chinese, Japanese, Korean, most symbols);
//  - an emoji weighs 2 however many code points it takes (skin tones, ZWJ sequences, flags);
//  - a URL weighs 23, the length of the t.co link X replaces it with, however long it is.
// Bare domains without "http(s)://" or "www." ("example.com"), which X also links, count here as the
// characters they are: a small undercount for a reply that names a site that way.

const WEIGHT_ONE: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const URL_WEIGHT = 23;
const EMOJI_WEIGHT = 2;
const OTHER_WEIGHT = 2;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
// Punctuation that ends a sentence rather than a URL ("see https://example.com."), as X reads it.
const URL_TRAILING_PUNCTUATION = /[.,:;!?'")\]]+$/u;

/** RGI emoji sequences where the engine knows them (the v flag); else pictographs with their modifiers and joiners. */
function emojiPattern(): RegExp {
  try {
    return new RegExp('\\p{RGI_Emoji}', 'gv');
  } catch {
    return /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/gu;
  }
}
const EMOJI = emojiPattern();

function codePointWeight(codePoint: number): number {
  return WEIGHT_ONE.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : OTHER_WEIGHT;
}

/** The length of `text` as X counts it against its 280-character limit. */
export function xWeightedLength(text: string): number {
  let length = 0;
  const withoutUrls = text.normalize('NFC').replace(URL, (url) => {
    length += URL_WEIGHT;
    return URL_TRAILING_PUNCTUATION.exec(url)?.[0] ?? '';
  });
  const withoutEmoji = withoutUrls.replace(EMOJI, () => {
    length += EMOJI_WEIGHT;
    return '';
  });
  for (const character of withoutEmoji) length += codePointWeight(character.codePointAt(0) ?? 0);
  return length;
}

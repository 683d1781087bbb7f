import { countCharacters } from './counts.ts';

// Google Ads counts a double-width character (Chinese, Japanese, Korean, full-width forms) as 2
// against its text limits: a 30-character headline holds 15 of them. Google's help says so for its
// ad text (https://support.google.com/admob/answer/6177141 gives the halved limits of
// "double-width languages"). Double width here is Unicode's East Asian Width W and F in the blocks
// text meets; half-width katakana and the rest count 1, as read.

const DOUBLE_WIDTH = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE10-\uFE19\uFE30-\uFE6F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{2FFFD}\u{30000}-\u{3FFFD}]/gu;

/** The length of `text` with each double-width character counted twice, as Google Ads counts it. */
export function doubleWidthLength(text: string): number {
  return countCharacters(text) + (text.match(DOUBLE_WIDTH)?.length ?? 0);
}

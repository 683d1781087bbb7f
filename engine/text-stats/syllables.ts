import { baseLanguage } from './languages.ts';

// Syllables estimated by counting vowel groups, each language with its own vowel letters.
// A heuristic (diphthongs count once, hiatus is under-counted), good enough for readability
// formulas, which were themselves fitted on averages. Every word has at least one syllable.
// Extra rules per language:
// - English: a final silent "e" ("make") is dropped, except in "-le" after a consonant ("table").
// - French: a final "e"/"es"/"ent" is mute in most words ("table", "tables", "parlent").
// - Russian and Turkish: every vowel letter is its own syllable (no diphthongs in their spelling).
const VOWELS: Readonly<Record<string, string>> = {
  en: 'aeiouy',
  es: 'aeiouáéíóúü',
  fr: 'aeiouyàâäéèêëîïôöûùüÿœæ',
  de: 'aeiouyäöü',
  it: 'aeiouàèéìíòóùú',
  nl: 'aeiouyàáäëéèïíöóüú',
  pt: 'aeiouáàâãéêíóôõú',
  ru: 'аеёиоуыэюя',
  tr: 'aeıioöuüâîû',
  // LIX counts no syllables; these languages are listed so their texts get a score.
  sv: 'aeiouyåäö',
  da: 'aeiouyæøå',
  no: 'aeiouyæøå',
};

const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

export function hasSyllableRules(language: string): boolean {
  return Object.hasOwn(VOWELS, baseLanguage(language));
}

function vowelGroups(word: string, vowels: string, separate: boolean): number {
  let groups = 0;
  let previousVowel = false;
  for (const letter of word) {
    const vowel = vowels.includes(letter);
    if (vowel && (separate || !previousVowel)) groups++;
    previousVowel = vowel;
  }
  return groups;
}

function mutedEndings(word: string, language: string): number {
  if (language === 'en' && /[^aeiouy]e$/.test(word) && !/[^aeiouy]le$/.test(word)) return 1;
  if (language === 'fr' && /[^aeiouy](?:e|es|ent)$/.test(word)) return 1;
  return 0;
}

/** Estimated syllables of one word in a language with syllable rules (hasSyllableRules). */
export function countWordSyllables(word: string, language: string): number {
  const base = baseLanguage(language);
  const lower = word.toLowerCase();
  const groups = vowelGroups(lower, VOWELS[base] ?? VOWELS.en ?? '', base === 'ru' || base === 'tr');
  return Math.max(1, groups - mutedEndings(lower, base));
}

/** Estimated syllables of a text: the sum over its words. */
export function countSyllables(text: string, language: string): number {
  let total = 0;
  for (const word of text.match(WORD) ?? []) total += countWordSyllables(word, language);
  return total;
}

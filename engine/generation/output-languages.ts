import type { OutputLanguage } from '../validation/generated/types.ts';

// The output languages every generic tool offers, by BCP 47 code. The codes are the
// enum of schemas/generate-request.schema.json (definitions.outputLanguage); typing the
// table over that enum makes the typechecker fail when the two drift apart.
// `native` is what the select shows (each language in its own words); `english` is
// what the fixed system-prompt instruction names, so the model reads one language.

export interface OutputLanguageInfo {
  native: string;
  english: string;
}

export const OUTPUT_LANGUAGES: Readonly<Record<OutputLanguage, OutputLanguageInfo>> = {
  ar: { native: 'العربية', english: 'Arabic' },
  bn: { native: 'বাংলা', english: 'Bengali' },
  cs: { native: 'Čeština', english: 'Czech' },
  da: { native: 'Dansk', english: 'Danish' },
  de: { native: 'Deutsch', english: 'German' },
  el: { native: 'Ελληνικά', english: 'Greek' },
  en: { native: 'English', english: 'English' },
  es: { native: 'Español', english: 'Spanish' },
  fa: { native: 'فارسی', english: 'Persian' },
  fi: { native: 'Suomi', english: 'Finnish' },
  fr: { native: 'Français', english: 'French' },
  he: { native: 'עברית', english: 'Hebrew' },
  hi: { native: 'हिन्दी', english: 'Hindi' },
  hu: { native: 'Magyar', english: 'Hungarian' },
  id: { native: 'Bahasa Indonesia', english: 'Indonesian' },
  it: { native: 'Italiano', english: 'Italian' },
  ja: { native: '日本語', english: 'Japanese' },
  ko: { native: '한국어', english: 'Korean' },
  ms: { native: 'Bahasa Melayu', english: 'Malay' },
  nl: { native: 'Nederlands', english: 'Dutch' },
  no: { native: 'Norsk', english: 'Norwegian' },
  pl: { native: 'Polski', english: 'Polish' },
  'pt-BR': { native: 'Português (Brasil)', english: 'Brazilian Portuguese' },
  'pt-PT': { native: 'Português (Portugal)', english: 'European Portuguese' },
  ro: { native: 'Română', english: 'Romanian' },
  ru: { native: 'Русский', english: 'Russian' },
  sv: { native: 'Svenska', english: 'Swedish' },
  sw: { native: 'Kiswahili', english: 'Swahili' },
  th: { native: 'ไทย', english: 'Thai' },
  tl: { native: 'Tagalog', english: 'Tagalog' },
  tr: { native: 'Türkçe', english: 'Turkish' },
  uk: { native: 'Українська', english: 'Ukrainian' },
  ur: { native: 'اردو', english: 'Urdu' },
  vi: { native: 'Tiếng Việt', english: 'Vietnamese' },
  'zh-Hans': { native: '简体中文', english: 'Simplified Chinese' },
  'zh-Hant': { native: '繁體中文', english: 'Traditional Chinese' },
};

export function isOutputLanguage(code: string): code is OutputLanguage {
  return Object.hasOwn(OUTPUT_LANGUAGES, code);
}

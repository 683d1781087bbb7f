import { baseLanguage } from './languages.ts';

/** Plain-words grade keys; the interface translates them ("Very easy" … "Very difficult"). */
export type ReadabilityGrade = 'veryEasy' | 'easy' | 'fairlyEasy' | 'standard' | 'fairlyDifficult' | 'difficult' | 'veryDifficult';

export type ReadabilityFormula =
  | 'flesch' | 'szigriszt-pazos' | 'kandel-moles' | 'amstad' | 'gulpease' | 'flesch-douma' | 'flesch-martins' | 'oborneva' | 'atesman' | 'lix';

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
  /** Letters only (Gulpease counts letters, not syllables). */
  letters: number;
  /** Words of more than six letters (LIX). */
  longWords: number;
}

export interface Readability {
  formula: ReadabilityFormula;
  /** The formula's value clamped to 0–100 (the published range of the Flesch family; LIX stays within it in practice). */
  score: number;
  /** The unclamped value, as the formula's worked examples state it. */
  raw: number;
  grade: ReadabilityGrade;
}

type Band = readonly [minimum: number, grade: ReadabilityGrade];

// Flesch's own table (Flesch 1948): 90+ very easy, 80 easy, 70 fairly easy, 60 standard,
// 50 fairly difficult, 30 difficult, below very difficult. The Flesch adaptations below
// rescale the formula to keep this table, so they share it.
const FLESCH_BANDS: readonly Band[] = [[90, 'veryEasy'], [80, 'easy'], [70, 'fairlyEasy'], [60, 'standard'], [50, 'fairlyDifficult'], [30, 'difficult'], [-Infinity, 'veryDifficult']];
// INFLESZ scale for Szigriszt-Pazos (Barrio-Cantalejo et al. 2008, Anales del Sistema
// Sanitario de Navarra 31(2)): 80+ muy fácil, 65 bastante fácil, 55 normal, 40 algo difícil, below muy difícil.
const INFLESZ_BANDS: readonly Band[] = [[80, 'veryEasy'], [65, 'fairlyEasy'], [55, 'standard'], [40, 'fairlyDifficult'], [-Infinity, 'veryDifficult']];
// Gulpease (Lucisano & Piemontese 1988): below 80 hard for primary school readers, below 60
// for middle school, below 40 for secondary school graduates.
const GULPEASE_BANDS: readonly Band[] = [[80, 'veryEasy'], [60, 'fairlyEasy'], [40, 'difficult'], [-Infinity, 'veryDifficult']];

// Ateşman's own scale (1997): 90–100 very easy, 70–89 easy, 50–69 medium, 30–49 difficult, below very difficult.
const ATESMAN_BANDS: readonly Band[] = [[90, 'veryEasy'], [70, 'easy'], [50, 'standard'], [30, 'difficult'], [-Infinity, 'veryDifficult']];
// LIX runs the other way (higher is harder), Björnsson's table: below 30 very easy, 30–40 easy,
// 40–50 medium, 50–60 difficult, 60 and above very difficult.
const LIX_BANDS: readonly Band[] = [[60, 'veryDifficult'], [50, 'difficult'], [40, 'standard'], [30, 'easy'], [-Infinity, 'veryEasy']];

interface FormulaSpec {
  formula: ReadabilityFormula;
  compute: (c: TextCounts) => number;
  bands: readonly Band[];
}

const perWord = (c: TextCounts) => c.syllables / c.words;
const perSentence = (c: TextCounts) => c.words / c.sentences;

const LIX: FormulaSpec = { formula: 'lix', bands: LIX_BANDS, compute: (c) => perSentence(c) + (100 * c.longWords) / c.words };

const FORMULAS: Readonly<Record<string, FormulaSpec>> = {
  // Flesch, R. (1948). A new readability yardstick. Journal of Applied Psychology 32(3), 221–233.
  en: { formula: 'flesch', bands: FLESCH_BANDS, compute: (c) => 206.835 - 1.015 * perSentence(c) - 84.6 * perWord(c) },
  // Szigriszt Pazos, F. (1993). Sistemas predictivos de legibilidad del mensaje escrito: fórmula
  // de perspicuidad. Doctoral thesis, Universidad Complutense de Madrid.
  es: { formula: 'szigriszt-pazos', bands: INFLESZ_BANDS, compute: (c) => 206.835 - 62.3 * perWord(c) - perSentence(c) },
  // Kandel, L. & Moles, A. (1958). Application de l'indice de Flesch à la langue française.
  // Cahiers d'Études de Radio-Télévision 19, 253–274.
  fr: { formula: 'kandel-moles', bands: FLESCH_BANDS, compute: (c) => 207 - 1.015 * perSentence(c) - 73.6 * perWord(c) },
  // Amstad, T. (1978). Wie verständlich sind unsere Zeitungen? Doctoral thesis, Universität Zürich.
  de: { formula: 'amstad', bands: FLESCH_BANDS, compute: (c) => 180 - perSentence(c) - 58.5 * perWord(c) },
  // Lucisano, P. & Piemontese, M. E. (1988). GULPEASE: una formula per la predizione della
  // difficoltà dei testi in lingua italiana. Scuola e Città 39(3), 110–124.
  it: { formula: 'gulpease', bands: GULPEASE_BANDS, compute: (c) => 89 + (300 * c.sentences - 10 * c.letters) / c.words },
  // Douma, W. H. (1960). De leesbaarheid van landbouwbladen. Bulletin 17, Landbouwhogeschool Wageningen.
  nl: { formula: 'flesch-douma', bands: FLESCH_BANDS, compute: (c) => 206.84 - 0.93 * perSentence(c) - 77 * perWord(c) },
  // Martins, T. B. F., Ghiraldelo, C. M., Nunes, M. G. V. & Oliveira Jr., O. N. (1996).
  // Readability formulas applied to textbooks in Brazilian Portuguese. Notas do ICMSC 28, USP São Carlos:
  // Flesch plus 42.
  pt: { formula: 'flesch-martins', bands: FLESCH_BANDS, compute: (c) => 248.835 - 1.015 * perSentence(c) - 84.6 * perWord(c) },
  // Оборнева, И. В. (2006). Автоматизированная оценка сложности учебных текстов на основе
  // статистических параметров. Candidate's dissertation, Институт содержания и методов обучения РАО, Moscow.
  ru: { formula: 'oborneva', bands: FLESCH_BANDS, compute: (c) => 206.835 - 1.3 * perSentence(c) - 60.1 * perWord(c) },
  // Ateşman, E. (1997). Türkçede okunabilirliğin ölçülmesi. Dil Dergisi 58, 71–74.
  tr: { formula: 'atesman', bands: ATESMAN_BANDS, compute: (c) => 198.825 - 40.175 * perWord(c) - 2.61 * perSentence(c) },
  // Björnsson, C. H. (1968). Läsbarhet. Stockholm: Liber. Made for Swedish and used for the
  // Scandinavian languages: words per sentence plus the percentage of words over six letters.
  sv: LIX,
  da: LIX,
  no: LIX,
};

export function hasReadabilityFormula(language: string): boolean {
  return Object.hasOwn(FORMULAS, baseLanguage(language));
}

function gradeOf(score: number, bands: readonly Band[]): ReadabilityGrade {
  return (bands.find(([minimum]) => score >= minimum) ?? bands[bands.length - 1] ?? [0, 'veryDifficult'])[1];
}

/** The language's published formula over the counts, or null when it has none or the text has no words. */
export function readability(counts: TextCounts, language: string): Readability | null {
  const spec = FORMULAS[baseLanguage(language)];
  if (!spec || counts.words === 0 || counts.sentences === 0) return null;
  const raw = spec.compute(counts);
  const score = Math.min(100, Math.max(0, raw));
  return { formula: spec.formula, score, raw, grade: gradeOf(score, spec.bands) };
}

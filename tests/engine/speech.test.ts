import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseVoice, type VoiceLike } from '../../engine/speech/choose-voice.ts';
import { markdownToSpeech } from '../../engine/speech/markdown-to-speech.ts';
import { createSentenceStream } from '../../engine/speech/sentence-stream.ts';
import { parseSpeechRate } from '../../engine/speech/speech-rate.ts';
import { createSpokenSentences } from '../../engine/speech/spoken-sentences.ts';

describe('markdownToSpeech', () => {
  it('speaks the words without Markdown symbols, code or URLs', () => {
    const md = [
      '# Title **bold**',
      '',
      'A paragraph with *emphasis*, `inline code` and a [link text](https://example.com/x).',
      '',
      '```js',
      'const secret = 1;',
      '```',
      '',
      '- first item',
      '- second item',
      '',
      '1. numbered',
      '',
      '> quoted line',
      '',
      '| Name | Age |',
      '| --- | --- |',
      '| Ann | 30 |',
      '',
      '---',
      '',
      '![a cat](cat.png) ~~gone~~',
    ].join('\n');
    expect(markdownToSpeech(md).split('\n')).toEqual([
      'Title bold',
      'A paragraph with emphasis, and a link text.',
      'first item',
      'second item',
      'numbered',
      'quoted line',
      'Name, Age',
      'Ann, 30',
      'a cat gone',
    ]);
  });

  it('joins a paragraph broken over lines into one line', () => {
    expect(markdownToSpeech('one\ntwo\nthree.')).toBe('one two three.');
  });

  it('drops an unfinished code block (a stream cut inside it)', () => {
    expect(markdownToSpeech('Intro.\n\n```py\nprint(1)')).toBe('Intro.');
  });

  it('never leaves a #, *, |, ` or ~ in any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('#', '*', '|', '`', '~', '_', '-', '[', ']', '(', ')', '>', ' ', '\n', 'a', 'b', '.', '1') }), (md) => {
        expect(markdownToSpeech(md)).not.toMatch(/[#*|`~]/);
      }),
    );
  });
});

/** Feeds `text` to a stream cut at `cuts` (any chunking), then ends it; returns every sentence given. */
function feed(text: string, cuts: number[], language = 'en'): string[] {
  const stream = createSentenceStream(language);
  const ends = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  for (const end of ends) out.push(...stream.update(text.slice(0, end)));
  out.push(...stream.finish(text));
  return out;
}

describe('createSentenceStream', () => {
  it('gives each sentence once it is followed by another, and the last one only at the end', () => {
    const stream = createSentenceStream('en');
    expect(stream.update('Hello there. How')).toEqual(['Hello there. ']);
    expect(stream.update('Hello there. How are you? I am')).toEqual(['How are you? ']);
    expect(stream.update('Hello there. How are you? I am fine.')).toEqual([]);
    expect(stream.finish('Hello there. How are you? I am fine.')).toEqual(['I am fine.']);
    expect(stream.finish('Hello there. How are you? I am fine.')).toEqual([]);
  });

  it('splits Japanese and Spanish sentences in their language', () => {
    expect(feed('今日は晴れです。明日は雨です。', [])).toEqual(['今日は晴れです。', '明日は雨です。']);
    expect(feed('¿Qué tal? Muy bien.', [], 'es')).toEqual(['¿Qué tal? ', 'Muy bien.']);
  });

  it('breaks at a line feed (a heading or list item is a sentence of its own)', () => {
    expect(feed('Title\nfirst item\nsecond item', [])).toEqual(['Title\n', 'first item\n', 'second item']);
  });

  it('falls back to the default locale for an unknown tag', () => {
    expect(feed('One. Two.', [], 'not a tag!')).toEqual(['One. ', 'Two.']);
  });

  it('gives, for any text in any chunking, pieces that joined are the whole text, none twice', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '.', '?', '!', '\n', 'é', '。', '1', 'Dr', 'etc.') });
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 20 }), (whole, cuts) => {
        const pieces = feed(whole, cuts);
        expect(pieces.join('')).toBe(whole);
        expect(pieces.every((p) => p !== '')).toBe(true);
      }),
    );
  });
});

describe('createSpokenSentences', () => {
  it('follows a streamed Markdown answer sentence by sentence, without symbols', () => {
    const answer = '## Plan\n\nFirst, **rest**. Then run `npm test` daily.\n\n- Eat well.\n- Sleep.';
    const sentences = createSpokenSentences('en');
    const spoken: string[] = [];
    for (let end = 1; end <= answer.length; end += 3) spoken.push(...sentences.update(answer.slice(0, end)));
    spoken.push(...sentences.finish(answer));
    expect(spoken).toEqual(['Plan', 'First, rest.', 'Then run daily.', 'Eat well.', 'Sleep.']);
  });

  it('speaks no sentence twice and keeps the order, for any chunking of any answer', () => {
    const words = fc.constantFrom('Alpha.', 'Beta gamma.', '**Bold** text.', '`code`', '# Head', '- item', '\n', '\n\n', ' ', 'Why?', '1. one');
    fc.assert(
      fc.property(fc.array(words, { maxLength: 25 }), fc.array(fc.nat(), { maxLength: 15 }), (parts, cuts) => {
        const md = parts.join('');
        const sentences = createSpokenSentences('en');
        const spoken: string[] = [];
        for (const c of [...new Set(cuts.map((n) => n % (md.length + 1)))].sort((a, b) => a - b)) spoken.push(...sentences.update(md.slice(0, c)));
        spoken.push(...sentences.finish(md));
        const whole = createSpokenSentences('en').finish(md);
        // All at once and in chunks, the same words are spoken, in the same order.
        expect(spoken.join('').replace(/\s+/g, '')).toBe(whole.join('').replace(/\s+/g, ''));
        for (const s of spoken) expect(s).not.toMatch(/[#*|`]/);
      }),
    );
  });
});

describe('chooseVoice', () => {
  const voice = (lang: string, name: string, localService = true, isDefault = false): VoiceLike => ({ lang, name, localService, default: isDefault });
  const voices = [voice('en-US', 'Ava', true, true), voice('es-ES', 'Lucia remote', false), voice('es-MX', 'Paulina'), voice('es-ES', 'Monica'), voice('pt_PT', 'Joana')];

  it('takes the exact tag first, a device voice before a remote one', () => {
    expect(chooseVoice(voices, 'es-ES')?.name).toBe('Monica');
  });
  it('takes the same primary language next', () => {
    expect(chooseVoice(voices, 'es')?.name).toBe('Paulina');
    expect(chooseVoice(voices, 'pt-BR')?.name).toBe('Joana');
  });
  it('gives none (the default voice) for a language without a voice or no language', () => {
    expect(chooseVoice(voices, 'ja')).toBeNull();
    expect(chooseVoice(voices, undefined)).toBeNull();
  });
});

describe('parseSpeechRate', () => {
  it('keeps an offered speed and falls back to the normal pace', () => {
    expect(parseSpeechRate('1.5')).toBe(1.5);
    expect(parseSpeechRate('7')).toBe(1);
    expect(parseSpeechRate(null)).toBe(1);
  });
});

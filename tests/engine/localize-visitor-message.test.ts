import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES, type MessageKey } from '../../engine/errors/error-messages.ts';
import { fillMessage } from '../../engine/errors/fill-message.ts';
import { localizeVisitorMessage } from '../../engine/errors/localize-visitor-message.ts';
import { messageMatcher } from '../../engine/errors/match-message.ts';
import { HINT_TEXTS } from '../../engine/errors/visitor-hints.ts';

const root = path.resolve(import.meta.dirname, '../..');
const keys = Object.keys(VISITOR_MESSAGES) as MessageKey[];
const namesOf = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
// Values as the gateway fills them: numbers, names, short phrases without the templates' own words.
const value = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,11}$/);
const valuesFor = (names: string[]) => fc.tuple(...names.map(() => value)).map((vs) => Object.fromEntries(names.map((n, i) => [n, vs[i]!])));
const filledMessage = fc.constantFrom(...keys).chain((key) => valuesFor(namesOf(VISITOR_MESSAGES[key])).map((values) => ({ key, values, text: fillMessage(VISITOR_MESSAGES[key], values) })));
// A stand-in translation that names its key, so the test sees which template was chosen.
const marked = Object.fromEntries(keys.map((k) => [k, `[${k}] ${namesOf(VISITOR_MESSAGES[k]).map((n) => `${n}={${n}}`).join(' ')}`]));

describe('reading a filled message back to its template', () => {
  it('finds the key and the values of every catalogue message', () => {
    const match = messageMatcher(VISITOR_MESSAGES);
    fc.assert(
      fc.property(filledMessage, ({ key, values, text }) => {
        const found = match(text);
        expect(found).not.toBeNull();
        // Two keys may word a message the same way; either reads back to the same text.
        expect(fillMessage(VISITOR_MESSAGES[found!.key as MessageKey], found!.values)).toBe(text);
        if (VISITOR_MESSAGES[found!.key as MessageKey] !== VISITOR_MESSAGES[key]) expect.fail(`${text} read as ${found!.key}, not ${key}`);
        expect(found!.values).toEqual(values);
      }),
    );
  });

  it('knows nothing of a text no template words', () => {
    const match = messageMatcher(VISITOR_MESSAGES);
    expect(match('A proxy said no')).toBeNull();
    expect(match('')).toBeNull();
  });

  it('holds a repeated placeholder to one value', () => {
    const match = messageMatcher({ twice: '{n} versions need {n} generations.' });
    expect(match('3 versions need 3 generations.')).toEqual({ key: 'twice', values: { n: '3' } });
    expect(match('3 versions need 4 generations.')).toBeNull();
  });
});

describe('a visitor message in another language', () => {
  it('is the translation of its template, filled with the same values', () => {
    fc.assert(
      fc.property(filledMessage, ({ key, values }) => {
        expect(localizeVisitorMessage(fillMessage(VISITOR_MESSAGES[key], values), marked).message).toBe(fillMessage(marked[key]!, values));
      }),
    );
  });

  it('is the English text itself with the English catalogue', () => {
    fc.assert(
      fc.property(filledMessage, ({ text }) => {
        expect(localizeVisitorMessage(text, VISITOR_MESSAGES).message).toBe(text);
      }),
    );
  });

  it('keeps a text the catalogue does not know as it came', () => {
    const match = messageMatcher(VISITOR_MESSAGES);
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(match(text) === null);
        expect(localizeVisitorMessage(text, marked).message).toBe(text);
      }),
    );
  });

  it('carries its plain line in the same language', () => {
    const spanish = JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/messages/es/errors.json'), 'utf8')) as Record<string, string>;
    const shown = localizeVisitorMessage('API request failed with status 503', spanish);
    expect(shown.message).toBe('La solicitud a la API falló con el estado 503');
    expect(shown.hint).toBe(spanish.hintProviderTrouble);
    expect(localizeVisitorMessage(VISITOR_MESSAGES.noBody, spanish)).toEqual({ message: spanish.noBody, hint: spanish.hintNoBody });
    expect(localizeVisitorMessage(VISITOR_MESSAGES.timeout, spanish)).toEqual({ message: spanish.timeout, hint: null });
    expect(localizeVisitorMessage(VISITOR_MESSAGES.noBody, VISITOR_MESSAGES).hint).toBe(HINT_TEXTS.hintNoBody);
  });
});

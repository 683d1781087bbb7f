import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { GenerationEvent } from '../../engine/generation/generation-reducer.ts';
import { followUpHistory } from '../../engine/generation/follow-up-history.ts';
import { INITIAL_SESSION, isRunning, sessionReducer, shownResult, type SessionEvent, type SessionState } from '../../engine/generation/session-reducer.ts';

const begin = (input: string, versions: number, fresh = true): SessionEvent => ({ type: 'begin', turn: { request: { input, history: [] }, userText: input }, versions, fresh });
const stream = (event: GenerationEvent): SessionEvent => event;
const run = (events: SessionEvent[], from: SessionState = INITIAL_SESSION) => events.reduce(sessionReducer, from);

describe('sessionReducer (variants and follow-ups)', () => {
  it('a turn refused by the human check is replaced by its retry, not followed by it', () => {
    const first = run([begin('x', 1), stream({ type: 'delta', text: 'v1' }), stream({ type: 'done' })]);
    const refused = run([begin('shorter', 1, false), stream({ type: 'fail', message: 'check', code: 'challenge_required' })], first);
    expect(refused.turns).toHaveLength(2);
    const retried = run([{ ...begin('shorter', 1, false), replacesLast: true } as SessionEvent, stream({ type: 'delta', text: 'v2' }), stream({ type: 'done' })], refused);
    expect(retried.turns).toHaveLength(2);
    expect(retried.shown).toBe(1);
    expect(shownResult(retried)).toMatchObject({ status: 'done', output: 'v2' });
    expect(retried.turns[0]?.versions[0]?.output).toBe('v1');
  });

  it('routes tagged events to their version; each ends on its own', () => {
    const s = run([begin('x', 3), stream({ type: 'delta', text: 'a', version: 1 }), stream({ type: 'delta', text: 'b', version: 2 }), stream({ type: 'done', version: 2 }), stream({ type: 'fail', message: 'boom', version: 3 })]);
    expect(s.turns[0]!.versions.map((v) => [v.status, v.output])).toEqual([
      ['generating', 'a'],
      ['done', 'b'],
      ['error', ''],
    ]);
    expect(isRunning(s)).toBe(true);
  });

  it('an untagged stop ends every running version and keeps each one\'s text', () => {
    const s = run([begin('x', 3), stream({ type: 'delta', text: 'one', version: 1 }), stream({ type: 'delta', text: 'two', version: 2 }), stream({ type: 'done', version: 2 }), stream({ type: 'stop' })]);
    expect(s.turns[0]!.versions.map((v) => [v.status, v.output])).toEqual([
      ['stopped', 'one'],
      ['done', 'two'],
      ['stopped', ''],
    ]);
    expect(s.turns[0]!.versions[0]!.error).toBe(MESSAGES.stopped);
    expect(isRunning(s)).toBe(false);
  });

  it('a chosen version without text gives way to the first with text once all ended; choose picks another', () => {
    let s = run([begin('x', 2), stream({ type: 'fail', message: 'no', version: 1 }), stream({ type: 'delta', text: 'ok', version: 2 }), stream({ type: 'done', version: 2 })]);
    expect(s.turns[0]!.chosen).toBe(1);
    expect(shownResult(s).output).toBe('ok');
    s = sessionReducer(s, { type: 'choose', version: 0 });
    expect(shownResult(s).status).toBe('error');
  });

  it('follow-ups add the next version; the visitor can step back, and history is built from the shown turn\'s chosen answer', () => {
    let s = run([begin('Write a slogan', 2), stream({ type: 'delta', text: 'A', version: 1 }), stream({ type: 'delta', text: 'B', version: 2 }), stream({ type: 'done', version: 1 }), stream({ type: 'done', version: 2 }), { type: 'choose', version: 1 }]);
    expect(followUpHistory(s)).toEqual([
      { role: 'user', content: 'Write a slogan' },
      { role: 'assistant', content: 'B' },
    ]);
    const history = followUpHistory(s);
    s = run([{ type: 'begin', turn: { request: { input: '', refine: 'shorter', history }, userText: 'Make it shorter.' }, versions: 1, fresh: false }, stream({ type: 'delta', text: 'b' }), stream({ type: 'done' })], s);
    expect(s.turns).toHaveLength(2);
    expect(s.shown).toBe(1);
    expect(followUpHistory(s)).toEqual([...history, { role: 'user', content: 'Make it shorter.' }, { role: 'assistant', content: 'b' }]);
    s = sessionReducer(s, { type: 'show', turn: 0 });
    expect(shownResult(s).output).toBe('B');
    // A fresh request from the form starts a new session.
    expect(run([begin('new', 1)], s).turns).toHaveLength(1);
  });

  it('does not switch versions while one is streaming', () => {
    const s = run([begin('a', 1), stream({ type: 'done' }), begin('b', 1, false)]);
    expect(sessionReducer(s, { type: 'show', turn: 0 }).shown).toBe(1);
  });

  it('property: versions never leak into each other', () => {
    const eventArb = fc.record({ text: fc.string({ maxLength: 4 }), version: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (deltas) => {
        const s = run([begin('x', 3), ...deltas.map((d) => stream({ type: 'delta', text: d.text, version: d.version }))]);
        for (const v of [1, 2, 3]) {
          expect(s.turns[0]!.versions[v - 1]!.output).toBe(deltas.filter((d) => d.version === v).map((d) => d.text).join(''));
        }
      }),
    );
  });
});

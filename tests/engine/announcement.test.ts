import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementFor, type AnnouncedState } from '../../engine/generation/announcement.ts';

const idle: AnnouncedState = { generating: false, output: '', error: null };
const running = (output = ''): AnnouncedState => ({ generating: true, output, error: null });

describe('announcementFor', () => {
  it('says a generation started once, never each chunk', () => {
    expect(announcementFor(idle, running())).toEqual({ kind: 'start' });
    expect(announcementFor(running('Hello'), running('Hello world'))).toBeNull();
  });

  it('says the result is ready with its word count', () => {
    expect(announcementFor(running('a'), { generating: false, output: 'One two, three-four!', error: null })).toEqual({ kind: 'ready', words: 3 });
  });

  it('marks a failed generation, whose error the page says in its own alert, without the message (heard once)', () => {
    expect(announcementFor(running(), { generating: false, output: '', error: 'Too many requests.' })).toEqual({ kind: 'failed' });
    expect(announcementFor(running('Half of'), { generating: false, output: 'Half of', error: 'Generation was interrupted. Please try again.' })).toEqual({ kind: 'failed' });
  });

  it('marks an error that started and ended within one render', () => {
    expect(announcementFor(idle, { generating: false, output: '', error: 'Offline.' })).toEqual({ kind: 'failed' });
  });

  it('stays silent when nothing ran (a restored saved result)', () => {
    expect(announcementFor(idle, { generating: false, output: 'Saved text', error: null })).toBeNull();
  });

  it('never carries streamed text while generating', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (a, b, was) => {
        const said = announcementFor({ generating: was, output: a, error: null }, running(a + b));
        expect(said === null || said.kind === 'start').toBe(true);
      }),
    );
  });
});

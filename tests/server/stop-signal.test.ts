// The light stop signal every event stream hands its producer (server/http/stop-signal.ts).
import { expect, it } from 'vitest';
import { StopController } from '../../server/http/stop-signal.ts';

it('tells each listener once, with the first reason, and forgets a listener that asked to be', () => {
  const controller = new StopController();
  const heard: string[] = [];
  controller.signal.onStop(() => heard.push(`a:${String(controller.signal.reason)}`));
  const forget = controller.signal.onStop(() => heard.push('b'));
  controller.signal.onStop(() => heard.push('c'));
  forget();
  forget(); // twice: still only b is gone
  expect(controller.signal.aborted).toBe(false);
  expect(controller.signal.reason).toBeUndefined();
  controller.stop('first');
  controller.stop('second');
  expect(heard).toEqual(['a:first', 'c']);
  expect(controller.signal.aborted).toBe(true);
  expect(controller.signal.reason).toBe('first');
});

it('a listener added after the stop is never called, and its forget does nothing', () => {
  const controller = new StopController();
  controller.stop(new Error('gone'));
  let called = false;
  const forget = controller.signal.onStop(() => (called = true));
  forget();
  controller.stop('again');
  expect(called).toBe(false);
  expect((controller.signal.reason as Error).message).toBe('gone');
});

it('a listener that forgets another during the stop does not skip or repeat anyone', () => {
  const controller = new StopController();
  const heard: number[] = [];
  let forgetSecond: () => void = () => undefined;
  controller.signal.onStop(() => {
    heard.push(1);
    forgetSecond();
  });
  forgetSecond = controller.signal.onStop(() => heard.push(2));
  controller.signal.onStop(() => heard.push(3));
  controller.stop('x');
  expect(heard).toEqual([1, 2, 3]);
});

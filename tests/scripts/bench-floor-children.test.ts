import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { childSet, exited, stop } from '../../bench/floor/children.mjs';

const idleChild = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const within = <T>(p: Promise<T>, ms = 3_000) => Promise.race([p, new Promise<'timed out'>((r) => setTimeout(() => r('timed out'), ms))]);

describe('bench/floor child processes', () => {
  it('stops a running child and waits for its exit', async () => {
    const child = idleChild();
    await once(child, 'spawn');
    expect(exited(child)).toBe(false);
    expect(await within(stop(child))).toBeUndefined();
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('resolves at once for a child a signal already ended (exitCode null, signalCode set): the run exited 13 on it', async () => {
    const child: ChildProcess = idleChild();
    await stop(child);
    expect(child.exitCode).toBeNull();
    expect(exited(child)).toBe(true);
    expect(await within(stop(child))).toBeUndefined();
  });

  it('stops every tracked child still running, and forgets those that exited', async () => {
    const children = childSet();
    const [a, b] = [children.track(idleChild()), children.track(idleChild())];
    await Promise.all([once(a, 'spawn'), once(b, 'spawn')]);
    await stop(a);
    expect(children.size).toBe(1);
    expect(await within(children.stopAll())).not.toBe('timed out');
    expect(exited(b)).toBe(true);
    expect(children.size).toBe(0);
  });
});

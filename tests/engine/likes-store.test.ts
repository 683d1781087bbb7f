import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLikesStore, type LikesBackend } from '../../engine/likes/likes-store.ts';

/** An in-memory likes service with scripted failures and delays (a test double of Supabase). */
function fakeBackend(schedule: { fail: boolean[]; delays: number[] }) {
  const likes = new Set<string>();
  let call = 0;
  const step = async () => {
    const i = call++;
    await new Promise((r) => setTimeout(r, schedule.delays[i % schedule.delays.length] ?? 0));
    if (schedule.fail[i % schedule.fail.length]) throw new Error(`scripted failure ${i}`);
  };
  const backend: LikesBackend = {
    count: async (tool) => [...likes].filter((k) => k.startsWith(`${tool}|`)).length,
    isLiked: async (tool, user) => likes.has(`${tool}|${user}`),
    like: async (tool, user) => {
      await step();
      if (likes.has(`${tool}|${user}`)) throw Object.assign(new Error('duplicate'), { code: '23505' });
      likes.add(`${tool}|${user}`);
    },
    unlike: async (tool, user) => {
      await step();
      likes.delete(`${tool}|${user}`);
    },
  };
  return { backend, likes };
}

describe('likes store', () => {
  it('toggles optimistically and reverts a failure', async () => {
    const { backend } = fakeBackend({ fail: [true], delays: [5] });
    const errors: unknown[] = [];
    const store = createLikesStore(backend, (e) => errors.push(e));
    await store.getState().load('ai-writer', 'u1');
    const toggled = store.getState().toggle('ai-writer', 'u1');
    expect(store.getState().byTool['ai-writer']).toMatchObject({ liked: true, count: 1 });
    await toggled;
    expect(store.getState().byTool['ai-writer']).toMatchObject({ liked: false, count: 0, pending: 0 });
    expect(errors).toHaveLength(1);
  });

  it('property: after random toggles, failures and delays settle, the screen equals the server and never went negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('ai-writer', 'cover-letter'), { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(8), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(6), { minLength: 1, maxLength: 12 }),
        async (toggles, fail, delays, gaps) => {
          const { backend } = fakeBackend({ fail, delays });
          const store = createLikesStore(backend, () => undefined);
          let negative = false;
          store.subscribe((s) => {
            for (const t of Object.values(s.byTool)) if (t && t.count < 0) negative = true;
          });
          await store.getState().load('ai-writer', 'u1');
          await store.getState().load('cover-letter', 'u1');
          const running: Promise<void>[] = [];
          for (const [i, tool] of toggles.entries()) {
            running.push(store.getState().toggle(tool, 'u1'));
            await new Promise((r) => setTimeout(r, gaps[i % gaps.length]));
          }
          await Promise.all(running);
          for (const tool of ['ai-writer', 'cover-letter']) {
            const shown = store.getState().byTool[tool]!;
            expect(shown.pending).toBe(0);
            expect(shown.liked).toBe(await backend.isLiked(tool, 'u1'));
            expect(shown.count).toBe(await backend.count(tool));
          }
          expect(negative).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});

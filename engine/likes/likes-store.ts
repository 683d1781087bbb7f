import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';

/** What the store needs from the likes service (Supabase in the browser, a fake in tests). */
export interface LikesBackend {
  count: (toolId: string) => Promise<number>;
  isLiked: (toolId: string, userId: string) => Promise<boolean>;
  like: (toolId: string, userId: string) => Promise<void>;
  unlike: (toolId: string, userId: string) => Promise<void>;
}

export interface ToolLikes {
  count: number;
  liked: boolean;
  /** Toggles sent but not yet answered. */
  pending: number;
}

export interface LikesState {
  byTool: Partial<Record<string, ToolLikes>>;
  /** Reads the count (and the user's like) when a tool page opens. */
  load: (toolId: string, userId: string | null) => Promise<void>;
  /** Optimistic toggle: the count moves at once, never below 0; a failure reverts to the server's state. */
  toggle: (toolId: string, userId: string) => Promise<void>;
}

/**
 * Likes per tool. Toggles on one tool run one after another; each applies
 * the state the visitor last asked for, so after everything settles the
 * shown state and count equal the server's, whatever failed in between.
 */
export function createLikesStore(backend: LikesBackend, onError: (error: unknown) => void = (e) => console.error('[likes]', e)) {
  const queues = new Map<string, Promise<void>>();
  const serverLiked = new Map<string, boolean>();

  const store = createStore<LikesState>()(
    immer((set, get) => {
      const settle = async (toolId: string, userId: string | null) => {
        const [count, liked] = await Promise.all([backend.count(toolId), userId ? backend.isLiked(toolId, userId) : Promise.resolve(false)]);
        serverLiked.set(toolId, liked);
        set((s) => {
          const entry = (s.byTool[toolId] ??= { count: 0, liked: false, pending: 0 });
          if (entry.pending > 0) return; // newer toggles still on their way: they will settle again
          entry.count = Math.max(0, count);
          entry.liked = liked;
        });
      };

      return {
        byTool: {},
        load: async (toolId, userId) => {
          try {
            await settle(toolId, userId);
          } catch (error) {
            onError(error);
          }
        },
        toggle: (toolId, userId) => {
          const current = get().byTool[toolId] ?? { count: 0, liked: false, pending: 0 };
          const wanted = !current.liked;
          set((s) => {
            const entry = (s.byTool[toolId] ??= { count: 0, liked: false, pending: 0 });
            entry.liked = wanted;
            entry.count = Math.max(0, entry.count + (wanted ? 1 : -1));
            entry.pending += 1;
          });
          const run = async () => {
            try {
              if (serverLiked.get(toolId) !== wanted) {
                await (wanted ? backend.like(toolId, userId) : backend.unlike(toolId, userId));
                serverLiked.set(toolId, wanted);
              }
            } catch (error) {
              onError(error); // failures are logged and the optimistic change reverted (below)
            } finally {
              set((s) => {
                const entry = s.byTool[toolId];
                if (entry) entry.pending -= 1;
              });
            }
            if ((get().byTool[toolId]?.pending ?? 0) === 0) {
              try {
                await settle(toolId, userId);
              } catch (error) {
                onError(error);
              }
            }
          };
          const next = (queues.get(toolId) ?? Promise.resolve()).then(run);
          queues.set(toolId, next);
          return next;
        },
      };
    }),
  );
  return store;
}

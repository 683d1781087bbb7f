import type { SupabaseClient } from '@supabase/supabase-js';
import type { LikesBackend } from '../../../engine/likes/likes-store.ts';

/** The likes service on Supabase, with exactly the reads and writes the specification lists (tests/sql and tests/server check them). */
export function supabaseLikesBackend(client: SupabaseClient): LikesBackend {
  return {
    async count(toolId) {
      const { data, error } = await client.from('tool_likes_count').select('likes_count').eq('tool_id', toolId).limit(1).maybeSingle();
      if (error) throw error;
      return (data as { likes_count?: number } | null)?.likes_count ?? 0;
    },
    async isLiked(toolId, userId) {
      const { data, error } = await client.from('tool_likes').select('id').eq('tool_id', toolId).eq('user_id', userId).limit(1).maybeSingle();
      if (error) throw error;
      return data !== null;
    },
    async like(toolId, userId) {
      const { error } = await client.from('tool_likes').insert({ tool_id: toolId, user_id: userId });
      // Already liked (unique violation) is the state asked for, not a failure.
      if (error && error.code !== '23505') throw error;
    },
    async unlike(toolId, userId) {
      const { error } = await client.from('tool_likes').delete().eq('tool_id', toolId).eq('user_id', userId);
      if (error) throw error;
    },
  };
}

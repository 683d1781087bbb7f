import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likesToolsSql } from '../../scripts/lib/likes-tools-sql.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { NO_POSTGRES } from '../helpers/test-database.ts';
import { printFigures } from '../helpers/print-figures.ts';

// The likes migration on a real PostgreSQL (TEST_DATABASE_URL), behind a
// Supabase-compatible shim. Skipped without a database; CI always sets one.
const url = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');
const migrationsDir = path.join(root, 'supabase/migrations');
// Every migration, in order, as `supabase db push` applies them.
const migrations = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort().map((f) => fs.readFileSync(path.join(migrationsDir, f), 'utf8'));
// What the deploy step runs after the migrations: the catalogue's tool ids into public.tools.
const catalogueIds = [...readCatalogue(root).toolsById.keys()];
const shim = fs.readFileSync(path.join(root, 'tests/sql/supabase-shim.sql'), 'utf8');

type Who = { role: 'anon' } | { role: 'authenticated'; userId: string };

/** Runs `sql` as Supabase's API would for this caller: SET ROLE plus the JWT claims, in one transaction. */
async function as<T = Record<string, unknown>>(client: pg.ClientBase, who: Who, sql: string, params: unknown[] = []): Promise<T[]> {
  await client.query('begin');
  try {
    await client.query(`set local role ${who.role}`);
    const claims = who.role === 'authenticated' ? { sub: who.userId, role: 'authenticated' } : { role: 'anon' };
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const result = await client.query(sql, params);
    await client.query('commit');
    return result.rows as T[];
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

describe.skipIf(!url)(`likes on PostgreSQL with the Supabase shim${url ? '' : ` (${NO_POSTGRES})`}`, () => {
  let pool: pg.Pool;
  const users = Array.from({ length: 50 }, () => randomUUID());
  const [alice, bob] = users as [string, string];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 10 });
    const admin = await pool.connect();
    try {
      await admin.query('drop table if exists public.tool_likes, public.tool_likes_count, public.tools cascade; drop function if exists public.tool_likes_sync_count() cascade; drop schema if exists auth cascade;');
      await admin.query(shim);
      for (const migration of migrations) await admin.query(migration);
      await admin.query(likesToolsSql(catalogueIds));
      await admin.query('insert into auth.users (id) select unnest($1::uuid[])', [users]);
    } finally {
      admin.release();
    }
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('anyone reads counts; anon cannot like', async () => {
    const client = await pool.connect();
    try {
      await expect(as(client, { role: 'anon' }, 'select * from public.tool_likes_count')).resolves.toEqual([]);
      await expect(as(client, { role: 'anon' }, `insert into public.tool_likes (tool_id, user_id) values ('ai-writer', $1)`, [alice])).rejects.toThrow(/permission denied|row-level security/);
    } finally {
      client.release();
    }
  });

  it('a user likes as themselves only, the count follows, a second like fails cleanly', async () => {
    const client = await pool.connect();
    try {
      await as(client, { role: 'authenticated', userId: alice }, `insert into public.tool_likes (tool_id, user_id) values ('ai-writer', $1)`, [alice]);
      await expect(as(client, { role: 'authenticated', userId: alice }, `insert into public.tool_likes (tool_id, user_id) values ('ai-writer', $1)`, [bob])).rejects.toThrow(/row-level security/);
      await expect(as(client, { role: 'authenticated', userId: alice }, `insert into public.tool_likes (tool_id, user_id) values ('ai-writer', $1)`, [alice])).rejects.toMatchObject({ code: '23505' });
      const [count] = await as<{ likes_count: number }>(client, { role: 'anon' }, `select likes_count from public.tool_likes_count where tool_id = 'ai-writer'`);
      expect(count?.likes_count).toBe(1);
      // Read tool_likes (id) by tool_id and user_id, at most one.
      const mine = await as(client, { role: 'authenticated', userId: alice }, `select id from public.tool_likes where tool_id = 'ai-writer' and user_id = $1 limit 1`, [alice]);
      expect(mine).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it("user A cannot delete user B's like, nor write counts directly", async () => {
    const client = await pool.connect();
    try {
      await as(client, { role: 'authenticated', userId: bob }, `insert into public.tool_likes (tool_id, user_id) values ('slogan-generator', $1)`, [bob]);
      const deleted = await as(client, { role: 'authenticated', userId: alice }, `delete from public.tool_likes where tool_id = 'slogan-generator' and user_id = $1 returning id`, [bob]);
      expect(deleted).toEqual([]);
      const hidden = await as(client, { role: 'authenticated', userId: alice }, `select id from public.tool_likes where user_id = $1`, [bob]);
      expect(hidden).toEqual([]);
      await expect(as(client, { role: 'authenticated', userId: alice }, `update public.tool_likes_count set likes_count = 1000 where tool_id = 'slogan-generator'`)).rejects.toThrow(/permission denied/);
      await expect(as(client, { role: 'anon' }, `insert into public.tool_likes_count values ('x', 5)`)).rejects.toThrow(/permission denied/);
      const [count] = await as<{ likes_count: number }>(client, { role: 'anon' }, `select likes_count from public.tool_likes_count where tool_id = 'slogan-generator'`);
      expect(count?.likes_count).toBe(1);
    } finally {
      client.release();
    }
  });

  it('a like for a tool that does not exist is refused', async () => {
    const client = await pool.connect();
    try {
      for (const toolId of ['no-such-tool', 'zz', 'ai-writer-2']) {
        await expect(as(client, { role: 'authenticated', userId: alice }, 'insert into public.tool_likes (tool_id, user_id) values ($1, $2)', [toolId, alice])).rejects.toMatchObject({ code: '23503' });
      }
      const counts = await as(client, { role: 'anon' }, `select * from public.tool_likes_count where tool_id in ('no-such-tool', 'zz', 'ai-writer-2')`);
      expect(counts).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('every tool folder can be liked, and a new folder only needs the generated SQL (no other edit)', async () => {
    const folders = fs.readdirSync(path.join(root, 'tools'), { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(root, 'tools', e.name, 'manifest.json'))).map((e) => e.name);
    const { rows } = await pool.query<{ id: string }>('select id from public.tools');
    expect(rows.map((r) => r.id).sort()).toEqual(expect.arrayContaining(folders));
    // A tool added later: the same generator, re-run, is all it takes (idempotent for the rest).
    await pool.query(likesToolsSql([...catalogueIds, 'brand-new-tool']));
    const client = await pool.connect();
    try {
      await as(client, { role: 'authenticated', userId: bob }, `insert into public.tool_likes (tool_id, user_id) values ('brand-new-tool', $1)`, [bob]);
      const [count] = await as<{ likes_count: number }>(client, { role: 'anon' }, `select likes_count from public.tool_likes_count where tool_id = 'brand-new-tool'`);
      expect(count?.likes_count).toBe(1);
      // --prune drops a tool that left the catalogue, and its likes with it.
      await pool.query(likesToolsSql(catalogueIds, { prune: true }));
      expect((await pool.query(`select 1 from public.tool_likes where tool_id = 'brand-new-tool'`)).rows).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('with Supabase default grants, anon and authenticated cannot TRUNCATE, UPDATE or write the tool list', async () => {
    const client = await pool.connect();
    try {
      await as(client, { role: 'authenticated', userId: alice }, `insert into public.tool_likes (tool_id, user_id) values ('story-generator', $1)`, [alice]);
      const attacks = [
        'truncate public.tool_likes cascade',
        'truncate public.tool_likes_count cascade',
        'truncate public.tools cascade',
        `update public.tool_likes set tool_id = 'ai-writer' where tool_id = 'story-generator'`,
        `update public.tool_likes set user_id = user_id`,
        `update public.tool_likes_count set likes_count = 999`,
        `update public.tools set id = 'x' where id = 'story-generator'`,
        `insert into public.tools (id) values ('my-fake-tool')`,
        `delete from public.tools where id = 'story-generator'`,
        `delete from public.tool_likes_count`,
      ];
      for (const who of [{ role: 'anon' }, { role: 'authenticated', userId: alice }] as Who[]) {
        for (const sql of attacks) await expect(as(client, who, sql), `${who.role}: ${sql}`).rejects.toThrow(/permission denied/);
      }
      const [count] = await as<{ likes_count: number }>(client, { role: 'anon' }, `select likes_count from public.tool_likes_count where tool_id = 'story-generator'`);
      expect(count?.likes_count).toBeGreaterThanOrEqual(1);
      expect((await pool.query(`select count(*)::int as n from public.tools`)).rows[0].n).toBeGreaterThanOrEqual(catalogueIds.length);
    } finally {
      client.release();
    }
  });

  it('1,000 concurrent random likes and unlikes from 50 users: counts equal rows, never negative', async () => {
    const tools = ['ai-writer', 'slogan-generator', 'cover-letter', 'story-generator', 'code-explainer'];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const ops = Array.from({ length: 1000 }, () => ({
      userId: users[Math.floor(random() * users.length)]!,
      toolId: tools[Math.floor(random() * tools.length)]!,
      like: random() < 0.6,
    }));
    let negativeSeen = false;
    let sampling = true;
    const sampler = (async () => {
      const client = await pool.connect();
      try {
        while (sampling) {
          const rows = await as<{ n: number }>(client, { role: 'anon' }, 'select count(*)::int as n from public.tool_likes_count where likes_count < 0');
          if ((rows[0]?.n ?? 0) > 0) negativeSeen = true;
          await new Promise((r) => setTimeout(r, 5));
        }
      } finally {
        client.release();
      }
    })();

    let conflicts = 0;
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      const client = await pool.connect();
      try {
        while (next < ops.length) {
          const op = ops[next++]!;
          const who = { role: 'authenticated', userId: op.userId } as const;
          if (op.like) {
            try {
              await as(client, who, 'insert into public.tool_likes (tool_id, user_id) values ($1, $2)', [op.toolId, op.userId]);
            } catch (error) {
              if ((error as { code?: string }).code !== '23505') throw error;
              conflicts++;
            }
          } else {
            await as(client, who, 'delete from public.tool_likes where tool_id = $1 and user_id = $2', [op.toolId, op.userId]);
          }
        }
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const elapsed = performance.now() - started;
    sampling = false;
    await sampler;

    const mismatches = await pool.query(`
      select t.tool_id, coalesce(c.likes_count, 0) as counted, count(l.id)::int as actual
        from (select unnest($1::text[]) as tool_id) t
        left join public.tool_likes_count c on c.tool_id = t.tool_id
        left join public.tool_likes l on l.tool_id = t.tool_id
       group by t.tool_id, c.likes_count
      having coalesce(c.likes_count, 0) <> count(l.id)`, [tools]);
    expect(mismatches.rows).toEqual([]);
    expect(negativeSeen).toBe(false);
    printFigures(`[likes] 1000 operations over 8 connections in ${elapsed.toFixed(0)} ms (${(1000 / (elapsed / 1000)).toFixed(0)} ops/s), ${conflicts} duplicate likes refused`);
  }, 60_000);
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseLikesBackend } from '../../src/features/likes/supabase-likes-backend.ts';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A loopback stand-in for Supabase's REST API that records what supabase-js sends.
let server: http.Server;
let url = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += String(c)));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: u.pathname, query: Object.fromEntries(u.searchParams), headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      if (u.pathname.endsWith('/tool_likes_count')) return res.end(JSON.stringify([{ likes_count: 7 }]));
      if (req.method === 'GET') return res.end(JSON.stringify([{ id: 1 }]));
      if (req.method === 'POST') {
        res.statusCode = 201;
        return res.end('');
      }
      res.statusCode = 204;
      res.end('');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('supabase-js requests of the likes backend', () => {
  it('reads, inserts and deletes with the filters the spec names', async () => {
    const client = createClient(url, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });
    const backend = supabaseLikesBackend(client);
    expect(await backend.count('ai-writer')).toBe(7);
    expect(await backend.isLiked('ai-writer', 'user-1')).toBe(true);
    await backend.like('ai-writer', 'user-1');
    await backend.unlike('ai-writer', 'user-1');

    const [count, liked, insert, remove] = seen;
    // At most one row: limit=1, and maybeSingle refuses more.
    expect(count).toMatchObject({ method: 'GET', path: '/rest/v1/tool_likes_count', query: { select: 'likes_count', tool_id: 'eq.ai-writer', limit: '1' } });
    expect(liked).toMatchObject({ method: 'GET', path: '/rest/v1/tool_likes', query: { select: 'id', tool_id: 'eq.ai-writer', user_id: 'eq.user-1', limit: '1' } });
    expect(insert).toMatchObject({ method: 'POST', path: '/rest/v1/tool_likes' });
    expect(JSON.parse(insert!.body)).toEqual({ tool_id: 'ai-writer', user_id: 'user-1' });
    expect(remove).toMatchObject({ method: 'DELETE', path: '/rest/v1/tool_likes', query: { tool_id: 'eq.ai-writer', user_id: 'eq.user-1' } });
    for (const r of seen) expect(r.headers.apikey).toBe('anon-key');
  });
});

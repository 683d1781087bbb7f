import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

// A loopback stand-in for Supabase's REST API (as in tests/server/supabase-requests.test.ts),
// answering the likes queries with a fixed count, plus the CORS headers a browser needs.
export interface SupabaseStandIn {
  url: string;
  close: () => Promise<void>;
}

export async function startSupabaseStandIn(likesCount = 7): Promise<SupabaseStandIn> {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, PATCH, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.setHeader('Content-Type', 'application/json');
    if (path.endsWith('/tool_likes_count')) return res.end(JSON.stringify([{ likes_count: likesCount }]));
    res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Likes switched on for this page: the gateway's real GET /api/config answer, with the
 * Supabase settings the gateway would add when SUPABASE_URL and SUPABASE_ANON_KEY are set.
 */
export async function withLikesConfigured(page: Page, standIn: SupabaseStandIn): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, supabase: { url: standIn.url, anonKey: 'e2e-anon-key' } } });
  });
}

// The re-encoding floor (reencode-handler.mjs) served by Hono on @hono/node-server, as the gateway is: one
// route and nothing else. Its distance from reencode-proxy.mjs is what the framework alone costs a request;
// the gateway's distance from it is what the gateway's own features and stream machinery cost
// (bench/floor/request-cost.mjs prints the ladder).
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { reencode } from './reencode-handler.mjs';

// What the gateway's event stream hands Hono too: @hono/node-server leaves a response with this header alone.
const answered = new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
const app = new Hono();
app.post('/api/generate', (c) => {
  reencode(c.env.incoming, c.env.outgoing);
  return answered;
});
// Idle client connections kept 65 s, as the gateway keeps them (server/ops/http-server-timeouts.ts): with Node's 5 s a
// busy load client reused connections this server had just closed, and a round lost streams to ECONNRESET.
const server = createAdaptorServer({ fetch: app.fetch });
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: 4096 }, () => process.send?.({ type: 'listening', port: server.address().port })); // the gateway's backlog
// A plain exit on SIGTERM, so that a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));

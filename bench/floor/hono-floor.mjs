// The re-encoding floor (reencode-handler.mjs) served by Hono on @hono/node-server, as the gateway is: one
// route and nothing else. Its distance from reencode-proxy.mjs is what the framework alone costs a request;
// the gateway's distance from it is what the gateway's own features and stream machinery cost
// (bench/floor/request-cost.mjs prints the ladder).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { reencode } from './reencode-handler.mjs';

// What the gateway's event stream hands Hono too: @hono/node-server leaves a response with this header alone.
const answered = new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
const app = new Hono();
app.post('/api/generate', (c) => {
  reencode(c.env.incoming, c.env.outgoing);
  return answered;
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => process.send?.({ type: 'listening', port: info.port }));
// A plain exit on SIGTERM, so that a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));

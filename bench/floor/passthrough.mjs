// The floor of any Node proxy: request + pipe with a keep-alive agent, nothing else.
import http from 'node:http';

// The gateway's pool size (server/ai/provider-pool.ts): with Node's default 256 free sockets, half of 500 streams reconnected each round.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 512 });
const target = { host: '127.0.0.1', port: Number(process.env.UPSTREAM_PORT) };
// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are not forwarded: passed on, the fake's
// `Keep-Alive: timeout=60` told the client to keep idle connections that this server closes after 5 s, and
// the client's next request on one met a reset (124 of 500 streams in one round).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
const server = http.createServer((req, res) => {
  const up = http.request({ ...target, agent, method: req.method, path: req.url, headers: endToEnd(req.headers) }, (upRes) => {
    res.writeHead(upRes.statusCode ?? 502, endToEnd(upRes.headers));
    upRes.pipe(res);
  });
  up.on('error', () => res.destroy());
  res.on('close', () => res.writableFinished || up.destroy()); // the visitor left: so does the upstream
  req.pipe(up);
});
// Idle client connections kept 65 s, as the gateway keeps them (server/ops/http-server-timeouts.ts): with Node's 5 s a
// busy load client reused connections this server had just closed, and a round lost streams to ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: 4096 }, () => process.send?.({ type: 'listening', port: server.address().port })); // the gateway's backlog
// A plain exit on SIGTERM, so that a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));

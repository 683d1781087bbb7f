// The floor of any Node proxy: request + pipe with a keep-alive agent, nothing else.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const target = { host: '127.0.0.1', port: Number(process.env.UPSTREAM_PORT) };
const server = http.createServer((req, res) => {
  const up = http.request({ ...target, agent, method: req.method, path: req.url, headers: req.headers }, (upRes) => {
    res.writeHead(upRes.statusCode ?? 502, upRes.headers);
    upRes.pipe(res);
  });
  up.on('error', () => res.destroy());
  res.on('close', () => res.writableFinished || up.destroy()); // the visitor left: so does the upstream
  req.pipe(up);
});
server.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: 4096 }, () => process.send?.({ type: 'listening', port: server.address().port })); // the gateway's backlog
// A plain exit on SIGTERM, so that a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));

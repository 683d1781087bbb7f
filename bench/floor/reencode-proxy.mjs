// The re-encoding floor on a bare node:http server: the least work the gateway's guarantees need
// (reencode-handler.mjs says what that is), with no framework. The bench's `reencode` column.
import http from 'node:http';
import { reencode } from './reencode-handler.mjs';

const server = http.createServer(reencode);
// Idle client connections kept 65 s, as the gateway keeps them (server/ops/http-server-timeouts.ts): with Node's 5 s a
// busy load client reused connections this server had just closed, and a round lost streams to ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: 4096 }, () => process.send?.({ type: 'listening', port: server.address().port }));
// A plain exit on SIGTERM, so that a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));

// A bare node:http process: the reference for idle RSS and cold start.
import http from 'node:http';

const server = http.createServer((req, res) => res.end('ok'));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.send?.({ type: 'listening', port: server.address().port }));

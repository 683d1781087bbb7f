// A minimal node:http file server for the static-page comparison: reads the file on each request.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = process.env.ROOT;
const server = http.createServer((req, res) => {
  const file = path.join(root, req.url === '/' ? 'index.html' : path.join(req.url, 'index.html'));
  fs.readFile(file, (error, body) => {
    if (error) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(body);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.send?.({ type: 'listening', port: server.address().port }));

// The floor of any proxy that does the gateway's job, not the passthrough's: the least work the gateway's
// guarantees need, written as plainly and cheaply as node:http allows, nothing else. Per request it reads and
// parses the JSON body, sends a prompt of the gateway's size (a provider needs the whole prompt: the gateway
// builds it from the manifest) and answers in the gateway's event protocol. Per network read of the provider's
// answer it decodes UTF-8, splits the SSE lines, parses each chunk's JSON (a finish_reason, the usage or an error
// can be in any chunk: it cannot be passed through unread), re-encodes the text as the gateway's delta event and
// restarts a silence timer. A visitor who leaves drops the provider's connection. No framework, no validation
// beyond the body's shape, no rate limit, quota, security headers, logs or metrics: the bench's `reencode`
// column, so the gateway's distance from the passthrough splits into what re-encoding costs any proxy (this
// path ÷ the passthrough) and what the gateway adds on top (the gateway ÷ this path).
import http from 'node:http';

// The gateway's pool size (server/ai/provider-pool.ts): with Node's default 256 free sockets, half of 500 streams reconnected each round.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 512 });
const target = { host: '127.0.0.1', port: Number(process.env.UPSTREAM_PORT), path: '/v1/chat/completions', method: 'POST', agent };
// The gateway's request to the provider for ai-writer and the input 'x' is 1,695 bytes; this one is as long.
const SYSTEM = 'You are a careful writing assistant. '.repeat(42);
const SILENCE_MS = 60_000;
const HEADERS = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform' };

/** One request, answered as the floor answers it; the handler of reencode-proxy.mjs (node:http) and hono-floor.mjs (Hono). */
export function reencode(req, res) {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (piece) => (body += piece));
  req.on('end', () => {
    let input;
    try {
      input = JSON.parse(body);
    } catch {
      input = null;
    }
    if (typeof input?.toolId !== 'string' || typeof input?.input !== 'string') {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":"bad request"}');
      return;
    }
    const prompt = JSON.stringify({ model: 'bench', stream: true, stream_options: { include_usage: true }, max_tokens: 4096, messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: input.input }] });
    const up = http.request({ ...target, headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'Content-Length': Buffer.byteLength(prompt) } }, (upRes) => {
      res.writeHead(200, HEADERS);
      res.write(': keep-alive\n\n');
      upRes.setEncoding('utf8');
      let partial = '';
      let finished = false;
      const silence = setTimeout(() => up.destroy(), SILENCE_MS);
      upRes.on('data', (piece) => {
        const text = partial + piece;
        let start = 0;
        let out = '';
        for (let i = text.indexOf('\n'); i !== -1; start = i + 1, i = text.indexOf('\n', start)) {
          if (!text.startsWith('data: ', start) || finished) continue;
          const data = text.slice(start + 6, i);
          if (data === '[DONE]') {
            finished = true;
            continue;
          }
          let chunk;
          try {
            chunk = JSON.parse(data);
          } catch {
            continue;
          }
          if (chunk.error) finished = true;
          const content = chunk.choices?.[0]?.delta?.content;
          if (typeof content === 'string' && content !== '') out += content;
        }
        partial = text.slice(start);
        if (out !== '') {
          silence.refresh();
          res.write(`event: delta\ndata: {"text":${JSON.stringify(out)}}\n\n`);
        }
      });
      upRes.on('end', () => {
        clearTimeout(silence);
        res.end('event: done\ndata: {}\n\n');
      });
      upRes.on('error', () => (clearTimeout(silence), res.destroy()));
    });
    up.on('error', () => res.destroy());
    res.on('close', () => res.writableFinished || up.destroy()); // the visitor left: so does the provider's connection
    up.end(prompt);
  });
}

// Benchmark: the CPU the gateway spends on ONE big server-sent event from the provider (1, 4 and 16
// MiB of content in one delta), arriving in 16 KiB network reads: the SSE data parser alone, and the
// parser with the chunk reader (JSON and all) as the gateway runs them. Figures, not assertions.
//   npm run bench:sse-big-event
// Another parser (e.g. an older one, for before/after figures) can be measured with
//   SSE_PARSER=/path/to/sse-data-parser.ts npm run bench:sse-big-event
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCompletionReader } from '../engine/providers/completion-reader.ts';
import type { createSseDataParser as Factory } from '../server/ai/sse-data-parser.ts';

const READ_SIZE = 16 * 1024;
const SIZES_MIB = [1, 4, 16];

function bigEvent(mib: number): string[] {
  const content = 'x'.repeat(mib * 1024 * 1024);
  const text = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\ndata: [DONE]\n\n`;
  const reads: string[] = [];
  for (let i = 0; i < text.length; i += READ_SIZE) reads.push(text.slice(i, i + READ_SIZE));
  return reads;
}

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

async function main() {
  const source = process.env.SSE_PARSER ? pathToFileURL(path.resolve(process.env.SSE_PARSER)).href : '../server/ai/sse-data-parser.ts';
  const { createSseDataParser } = (await import(source)) as { createSseDataParser: typeof Factory };
  console.log(`parser: ${process.env.SSE_PARSER ?? 'server/ai/sse-data-parser.ts'}; reads of ${READ_SIZE / 1024} KiB`);
  console.log('event MiB | parser CPU ms | parser + chunk reader CPU ms');
  for (const mib of SIZES_MIB) {
    const reads = bigEvent(mib);
    let length = 0;
    const parserOnly = cpuMs(() => {
      const parser = createSseDataParser((data) => (length += data.length));
      for (const r of reads) parser.feed(r);
    });
    let answer = 0;
    const withReader = cpuMs(() => {
      const reader = createCompletionReader();
      const parser = createSseDataParser((data) => reader.read(data));
      for (const r of reads) {
        parser.feed(r);
        answer += reader.take().answer.length;
      }
    });
    if (length < mib * 1024 * 1024 || answer !== mib * 1024 * 1024) throw new Error('the event did not come out whole');
    console.log(`${String(mib).padStart(9)} | ${parserOnly.toFixed(0).padStart(13)} | ${withReader.toFixed(0).padStart(27)}`);
  }
}

await main();

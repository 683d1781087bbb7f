// Benchmark: home-page search over a synthetic 500-tool catalogue, one query per
// keystroke as a visitor types. Figures, not assertions: typing stays smooth while a
// keystroke's search costs well under a frame (16 ms).
//   npm run bench:search
import { searchTools } from '../engine/catalogue/search-tools.ts';
import type { ToolEntry } from '../engine/catalogue/types.ts';

const WORDS = ['email', 'essay', 'story', 'blog', 'rewriter', 'summary', 'letter', 'caption', 'script', 'pitch', 'slogan', 'title', 'bio', 'poem', 'outline'];
const pick = (i: number, k: number) => WORDS[(i * 7 + k * 3) % WORDS.length]!;

function syntheticCatalogue(size: number): ToolEntry[] {
  return Array.from({ length: size }, (_, i) => {
    const id = `tool-${i}-${pick(i, 0)}`;
    return {
      title: `${pick(i, 0)} ${pick(i, 1)} generator ${i}`,
      categoryId: `category-${i % 12}`,
      isListing: false,
      tool: {
        id, title: `${pick(i, 0)} ${pick(i, 1)} generator ${i}`, icon: 'pen-line', category: `category-${i % 12}`, path: `/tools/${id}`,
        description: `Writes a ${pick(i, 2)} about your ${pick(i, 3)} in seconds, with tone and length controls for every ${pick(i, 4)}.`,
        keywords: [`${pick(i, 1)} maker`, `free ${pick(i, 5)} tool`, `ai ${pick(i, 6)}`],
      },
    };
  });
}

const catalogue = syntheticCatalogue(500);
const typed = ['p', 'pa', 'par', 'para', 'parap', 'paraphrase', 'h', 'hu', 'humanize', 'e', 'em', 'ema', 'email', 'email l', 'email letter', 'resume', 'zzz'];
const rounds = 200;
for (let i = 0; i < 20; i++) for (const q of typed) searchTools(catalogue, q); // warm-up
const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const q of typed) {
    const start = performance.now();
    searchTools(catalogue, q);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
console.log(`search over ${catalogue.length} tools, ${times.length} keystrokes: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms per keystroke`);

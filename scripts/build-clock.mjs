// Prints how long `npm run build` took, start to end: `build-clock.mjs start` notes the time
// at the build's first step, `build-clock.mjs stop` prints the difference after its last.
import fs from 'node:fs';
import path from 'node:path';

const mark = path.join('.react-router', 'build-started');
if (process.argv[2] === 'start') {
  fs.mkdirSync(path.dirname(mark), { recursive: true });
  fs.writeFileSync(mark, String(Date.now()));
} else {
  const started = Number(fs.existsSync(mark) ? fs.readFileSync(mark, 'utf8') : NaN);
  if (Number.isFinite(started)) console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
}

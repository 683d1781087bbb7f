// Prints one plain closing line for CI from the JSON reports of Vitest and Playwright:
//   tests: N passed, N failed, N skipped
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const unit = read('reports/vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}
const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  if (e2e.stats.flaky) console.log(`flaky browser tests (passed on retry): ${e2e.stats.flaky}`);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

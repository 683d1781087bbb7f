// Prints the closing lines for CI from the JSON reports of Vitest and Playwright:
//   the name of every failed test (so the end of a long log says what failed), then
//   tests: N passed, N failed, N skipped
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const unit = read('reports/vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`unit: ${file.name.replace(/^.*?\/tests\//, 'tests/')} › ${test.fullName}`);
    }
    // A file that failed to load has no failed assertion but a message.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`unit: ${file.name.replace(/^.*?\/tests\//, 'tests/')}: ${String(file.message ?? '').split('\n')[0]}`);
    }
  }
}

function collectE2e(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failures.push(`e2e: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) collectE2e(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
}

const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  if (e2e.stats.flaky) console.log(`flaky browser tests (passed on retry): ${e2e.stats.flaky}`);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  for (const suite of e2e.suites ?? []) collectE2e(suite, []);
}
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

// Prints the closing lines for CI from the reports its steps wrote:
//   the Lighthouse calibration, table and misses (reports/lighthouse.txt),
//   every failed step (reports/ci-failed-steps.txt, written by .ci/run),
//   the name and first error line of every failed test (so the end of a long log says what failed),
//   the slowest browser specs and each step's time (reports/ci-step-times.txt), then
//   tests: N passed, N failed, N skipped
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const unit = read('reports/vitest.json');
// The errors of describe blocks' beforeAll and afterAll, which Vitest's JSON report leaves out
// (tests/support/suite-errors-reporter.ts writes them).
const suiteErrors = read('reports/vitest-suite-errors.json') ?? [];
const shortName = (name) => name.replace(/^.*?\/tests\//, 'tests/');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`unit: ${shortName(file.name)} › ${test.fullName}`);
    }
    // A file that failed to load has no failed assertion but a message; one whose hook failed has
    // neither, and its hook's error is listed below.
    const hookFailed = suiteErrors.some((error) => error.file === shortName(file.name));
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed') && !hookFailed) {
      failures.push(`unit: ${shortName(file.name)}: ${String(file.message ?? '').split('\n')[0]}`);
    }
  }
}
for (const error of suiteErrors) {
  failures.push(`unit: ${error.file} › ${error.suite} (its beforeAll or afterAll)\n    ${error.message.split('\n').slice(0, 8).join('\n    ')}`);
}

/** The first line of a failed test's first error, without colour codes: what a reader needs to start. */
function firstError(test) {
  const error = test.results?.at(-1)?.errors?.[0] ?? test.results?.at(-1)?.error;
  const text = String(error?.message ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return text.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
}

function collectE2e(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failures.push(`e2e: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n    ${firstError(test)}`);
    }
  }
  for (const child of suite.suites ?? []) collectE2e(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
}

/** Seconds of test time per spec file, slowest first: where to look when the suite grows too slow. */
function specTimes(suite, totals) {
  for (const spec of suite.specs ?? []) {
    const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
    totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
  }
  for (const child of suite.suites ?? []) specTimes(child, totals);
  return totals;
}

const e2e = read('reports/e2e.json');
if (e2e) {
  const slowest = [...(e2e.suites ?? []).reduce((totals, suite) => specTimes(suite, totals), new Map())].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`slowest browser specs (test time): ${slowest.map(([file, ms]) => `${file} ${Math.round(ms / 1000)} s`).join(' · ')}`);
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  if (e2e.stats.flaky) console.log(`flaky browser tests (passed on retry): ${e2e.stats.flaky}`);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  for (const suite of e2e.suites ?? []) collectE2e(suite, []);
}
// The Lighthouse step's calibration, table and misses (scripts/lighthouse.ts writes them).
if (fs.existsSync('reports/lighthouse.txt')) console.log(fs.readFileSync('reports/lighthouse.txt', 'utf8').trimEnd());
for (const line of failures) console.log(`FAILED ${line}`);
const steps = fs.existsSync('reports/ci-failed-steps.txt') ? fs.readFileSync('reports/ci-failed-steps.txt', 'utf8').split('\n').filter(Boolean) : [];
for (const name of steps) console.log(`FAILED step: ${name}`);
if (fs.existsSync('reports/ci-step-times.txt')) console.log(`time: ${fs.readFileSync('reports/ci-step-times.txt', 'utf8').trim().split('\n').join(' · ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

// Vitest's JSON report keeps a test's errors and a file's load error, but not the error of a
// describe block's beforeAll or afterAll: such a file shows "failed" with an empty message and its
// tests skipped. This reporter writes those errors too (reports/vitest-suite-errors.json), so the
// end of a CI log (scripts/ci-summary.mjs) says what failed instead of an empty line.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface SuiteError {
  file: string;
  suite: string;
  message: string;
}

export function suiteErrors(modules: ReadonlyArray<TestModule>): SuiteError[] {
  const found: SuiteError[] = [];
  for (const module of modules) {
    for (const suite of module.children.allSuites()) {
      for (const error of suite.errors()) found.push({ file: module.relativeModuleId, suite: suite.fullName, message: error.message });
    }
  }
  return found;
}

export default class SuiteErrorsReporter implements Reporter {
  private readonly outputFile: string;

  /** Vitest passes the options given beside the reporter's path in the config. */
  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'reports/vitest-suite-errors.json';
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, `${JSON.stringify(suiteErrors(modules), null, 2)}\n`);
  }
}

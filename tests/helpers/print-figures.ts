/**
 * Prints a test's measured figures (timings, counts). Written straight to stdout, not through
 * console.log: Vitest shows console output only for failing tests (silent: 'passed-only'), and
 * figures are results, wanted from passing tests too.
 */
export function printFigures(text: string): void {
  process.stdout.write(`${text}\n`);
}

// Where a stylesheet's blocks stop matching: comments and quoted strings are skipped, braces counted.

/** The line of the first block that never closes or the first `}` without a block, or null. */
export function unbalancedBlock(css: string): { line: number; problem: string } | null {
  const opened: number[] = [];
  let line = 1;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '\n') line += 1;
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const skipped = css.slice(i, end < 0 ? css.length : end + 2);
      line += skipped.split('\n').length - 1;
      i += skipped.length - 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{') opened.push(line);
    else if (c === '}' && opened.pop() === undefined) return { line, problem: 'a } that closes no block' };
  }
  const first = opened[opened.length - 1];
  return first === undefined ? null : { line: first, problem: 'a block opened here never closes' };
}

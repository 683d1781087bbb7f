/** One declaration of a stylesheet, with where it is and the rule (innermost selector) it sits in. */
export interface CssDeclaration {
  line: number;
  selector: string;
  property: string;
  value: string;
}

/** Comments become blanks of the same shape, so line numbers stay right and a word in a comment is never a declaration. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * The declarations of a stylesheet, read with a brace stack: enough for our own CSS (no strings
 * holding braces or semicolons), and it needs no parser package.
 */
export function cssDeclarations(css: string): CssDeclaration[] {
  const text = withoutComments(css);
  const selectors: string[] = [];
  const found: CssDeclaration[] = [];
  let start = 0;
  const take = (end: number) => {
    const chunk = text.slice(start, end);
    const colon = chunk.indexOf(':');
    if (colon > 0 && selectors.length > 0) {
      const offset = start + chunk.length - chunk.trimStart().length;
      found.push({
        line: lineOf(text, offset),
        selector: selectors[selectors.length - 1] ?? '',
        property: chunk.slice(0, colon).trim().toLowerCase(),
        value: chunk.slice(colon + 1).trim().replace(/\s+/g, ' '),
      });
    }
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      selectors.push(text.slice(start, i).trim().replace(/\s+/g, ' '));
      start = i + 1;
    } else if (ch === ';' || ch === '}') {
      take(i);
      if (ch === '}') selectors.pop();
      start = i + 1;
    }
  }
  return found;
}

/** The selectors of every rule in a stylesheet, spaces normalised. */
export function cssSelectors(css: string): string[] {
  const text = withoutComments(css);
  return [...text.matchAll(/([^{};]+)\{/g)].map((m) => (m[1] ?? '').trim().replace(/\s+/g, ' '));
}

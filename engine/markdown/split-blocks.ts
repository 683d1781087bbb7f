const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits Markdown into top-level blocks so a streaming view can render each
 * finished block once: only the last block can still change as text arrives.
 * A block ends at a blank line outside a fenced code block, and only when the
 * next line starts at column 0 (indented lines continue list items and code).
 * Concatenating the blocks gives back the input exactly.
 */
export function splitBlocks(text: string): string[] {
  const lines = text.split(/(?<=\n)/); // keep the newlines
  const blocks: string[] = [];
  let current = '';
  let fence: { char: string; length: number } | null = null;
  let sawBlank = false;

  for (const line of lines) {
    const trimmed = line.trim();
    if (fence) {
      current += line;
      const marker = FENCE.exec(line)?.[1];
      if (marker && marker.startsWith(fence.char) && marker.length >= fence.length && trimmed === marker) fence = null;
      continue;
    }
    const isBlank = trimmed === '';
    if (!isBlank && sawBlank && current !== '' && !/^[ \t]/.test(line)) {
      blocks.push(current);
      current = '';
    }
    sawBlank = isBlank ? sawBlank || current !== '' : false;
    if (isBlank && current === '' && blocks.length > 0) {
      blocks[blocks.length - 1] += line;
      continue;
    }
    current += line;
    const opening = FENCE.exec(line)?.[1];
    if (opening) fence = { char: opening.charAt(0), length: opening.length };
  }
  if (current !== '') blocks.push(current);
  return blocks;
}

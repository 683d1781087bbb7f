// The text table `npm run usage` prints; pure so it is tested without a database.

export interface UsageLine {
  tool: string;
  model: string;
  requests: number;
  estimatedRequests: number;
  inputTokens: number;
  outputTokens: number;
  images: number;
  costUsd: number;
}

const HEADERS = ['tool', 'model', 'requests', 'estimated', 'input tokens', 'output tokens', 'images', 'cost USD'];

/** Aligned columns, a total line last; numbers right-aligned. */
export function formatUsageTable(lines: UsageLine[]): string {
  if (lines.length === 0) return 'No usage recorded in this period.\n';
  const total = lines.reduce<UsageLine>(
    (t, l) => ({
      ...t,
      requests: t.requests + l.requests,
      estimatedRequests: t.estimatedRequests + l.estimatedRequests,
      inputTokens: t.inputTokens + l.inputTokens,
      outputTokens: t.outputTokens + l.outputTokens,
      images: t.images + l.images,
      costUsd: t.costUsd + l.costUsd,
    }),
    { tool: 'TOTAL', model: '', requests: 0, estimatedRequests: 0, inputTokens: 0, outputTokens: 0, images: 0, costUsd: 0 },
  );
  const rows = [...lines, total].map((l) => [l.tool, l.model, String(l.requests), String(l.estimatedRequests), String(l.inputTokens), String(l.outputTokens), String(l.images), l.costUsd.toFixed(4)]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [format(HEADERS), ...rows.map(format)].join('\n') + '\n';
}

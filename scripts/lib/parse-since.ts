/** "7d", "24h", "30m" back from `now`, or an ISO date; undefined when it is neither. */
export function parseSince(raw: string, now: Date): Date | undefined {
  const relative = /^(\d+)([dhm])$/.exec(raw.trim());
  if (relative) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[relative[2] as 'd' | 'h' | 'm'];
    return new Date(now.getTime() - Number(relative[1]) * unit);
  }
  const date = new Date(raw);
  return /^\d{4}-\d{2}-\d{2}/.test(raw) && !Number.isNaN(date.getTime()) ? date : undefined;
}

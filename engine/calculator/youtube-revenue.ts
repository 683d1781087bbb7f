/** Revenue per 1,000 views (RPM) range in US dollars. */
export interface RpmRange {
  min: number;
  max: number;
}

/** Typical YouTube RPM ranges by niche (creator earnings after YouTube's share), as public creator reports give them. */
export const NICHE_PRESETS = [
  { id: 'general', label: 'General / entertainment', rpm: { min: 1, max: 4 } },
  { id: 'gaming', label: 'Gaming', rpm: { min: 0.5, max: 3 } },
  { id: 'education', label: 'Education', rpm: { min: 3, max: 8 } },
  { id: 'tech', label: 'Tech and reviews', rpm: { min: 4, max: 10 } },
  { id: 'finance', label: 'Finance and investing', rpm: { min: 8, max: 20 } },
  { id: 'business', label: 'Business and marketing', rpm: { min: 6, max: 15 } },
  { id: 'health', label: 'Health and fitness', rpm: { min: 3, max: 8 } },
  { id: 'lifestyle', label: 'Lifestyle and vlogs', rpm: { min: 1.5, max: 5 } },
] as const;

export type NicheId = (typeof NICHE_PRESETS)[number]['id'];

export const DAYS_PER_MONTH = 365 / 12;

export interface RevenueEstimate {
  daily: RpmRange;
  monthly: RpmRange;
  yearly: RpmRange;
}

/** Estimated earnings: views ÷ 1,000 × RPM, per day, month (365/12 days) and year. */
export function estimateRevenue(dailyViews: number, rpm: RpmRange): RevenueEstimate {
  const views = Number.isFinite(dailyViews) && dailyViews > 0 ? dailyViews : 0;
  const lo = Math.max(0, Math.min(rpm.min, rpm.max));
  const hi = Math.max(0, Math.max(rpm.min, rpm.max));
  const day = { min: (views / 1000) * lo, max: (views / 1000) * hi };
  return {
    daily: day,
    monthly: { min: day.min * DAYS_PER_MONTH, max: day.max * DAYS_PER_MONTH },
    yearly: { min: day.min * 365, max: day.max * 365 },
  };
}

export interface CalculatorInput {
  dailyViews: number;
  rpm: RpmRange;
  niche: NicheId | 'custom';
}

export const DEFAULT_INPUT: CalculatorInput = { dailyViews: 10_000, rpm: { ...NICHE_PRESETS[0].rpm }, niche: 'general' };

/** The shareable query string: ?views=…&rpmMin=…&rpmMax=…&niche=… */
export function toQuery(input: CalculatorInput): string {
  return new URLSearchParams({ views: String(input.dailyViews), rpmMin: String(input.rpm.min), rpmMax: String(input.rpm.max), niche: input.niche }).toString();
}

/** Reads a shared query; anything missing or nonsensical falls back to the defaults. */
export function fromQuery(search: string): CalculatorInput {
  const q = new URLSearchParams(search);
  const num = (key: string, fallback: number, max: number) => {
    const v = Number(q.get(key));
    return q.has(key) && Number.isFinite(v) && v >= 0 && v <= max ? v : fallback;
  };
  const niche = q.get('niche');
  const preset = NICHE_PRESETS.find((p) => p.id === niche);
  return {
    dailyViews: num('views', DEFAULT_INPUT.dailyViews, 1e10),
    rpm: { min: num('rpmMin', preset?.rpm.min ?? DEFAULT_INPUT.rpm.min, 1000), max: num('rpmMax', preset?.rpm.max ?? DEFAULT_INPUT.rpm.max, 1000) },
    niche: preset ? preset.id : niche === 'custom' ? 'custom' : DEFAULT_INPUT.niche,
  };
}

/** One decorative particle's place and look, as CSS values. */
export interface ParticleSpec {
  left: string;
  top: string;
  size: number;
  delay: string;
  duration: string;
  colourIndex: number;
}

// A Fibonacci lattice: evenly spaced across, golden-ratio steps down. Points
// spread over the whole unit square with no clumps and no empty regions, and
// the same every time, so the prerendered HTML matches hydration. (The old
// formula stepped by 9301 mod 100, i.e. +1 % each, which put every particle at
// 97–99 % or 0–16 %.)
const GOLDEN = 0.6180339887498949;

/** Even, deterministic positions for the hero's particles, inset 4 % from the edges. */
export function particleLayout(count: number, colours: number): ParticleSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const x = (i + 0.5) / count;
    const y = (0.5 + GOLDEN * i) % 1;
    return {
      left: `${(4 + x * 92).toFixed(1)}%`,
      top: `${(4 + y * 92).toFixed(1)}%`,
      size: 6 + (i % 5) * 3,
      delay: `${((i % 7) * -1.3).toFixed(1)}s`,
      duration: `${12 + (i % 6) * 2}s`,
      colourIndex: i % colours,
    };
  });
}

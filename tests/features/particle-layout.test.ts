import { describe, expect, it } from 'vitest';
import { particleLayout } from '../../src/features/home/particle-layout.ts';

describe('hero particle layout', () => {
  const particles = particleLayout(20, 3);
  const xs = particles.map((p) => parseFloat(p.left));
  const ys = particles.map((p) => parseFloat(p.top));

  it('is the same on every call (prerendered HTML matches hydration)', () => {
    expect(particleLayout(20, 3)).toEqual(particles);
  });

  it('spreads 20 particles over the hero: two or more in each fifth across and down, none at the very edge', () => {
    for (let fifth = 0; fifth < 5; fifth += 1) {
      const inFifth = (v: number) => v >= fifth * 20 && v < (fifth + 1) * 20;
      expect(xs.filter(inFifth).length).toBeGreaterThanOrEqual(2);
      expect(ys.filter(inFifth).length).toBeGreaterThanOrEqual(2);
    }
    for (const v of [...xs, ...ys]) {
      expect(v).toBeGreaterThanOrEqual(4);
      expect(v).toBeLessThanOrEqual(96);
    }
  });

  it('uses the three colours in turn', () => {
    expect(particles.slice(0, 4).map((p) => p.colourIndex)).toEqual([0, 1, 2, 0]);
  });
});

import { useMemo } from 'react';

const PARTICLE_COUNT = 20;
const COLOURS = ['var(--particle-1)', 'var(--particle-2)', 'var(--particle-3)'];

/** Decorative background: 20 drifting particles in three colours. Positions are deterministic so the prerendered HTML matches hydration. */
export function Particles() {
  const particles = useMemo(
    () =>
      Array.from({ length: PARTICLE_COUNT }, (_, i) => {
        const seed = (i * 9301 + 49297) % 233280;
        return {
          left: `${(seed % 100).toFixed(0)}%`,
          top: `${((seed / 7) % 100).toFixed(0)}%`,
          size: 6 + (i % 5) * 3,
          delay: `${(i % 7) * -1.3}s`,
          duration: `${12 + (i % 6) * 2}s`,
          colour: COLOURS[i % COLOURS.length],
        };
      }),
    [],
  );
  return (
    <div className="particles" aria-hidden="true">
      {particles.map((p, i) => (
        <span
          key={i}
          className="particle"
          style={{ left: p.left, top: p.top, width: p.size, height: p.size, background: p.colour, animationDelay: p.delay, animationDuration: p.duration }}
        />
      ))}
    </div>
  );
}

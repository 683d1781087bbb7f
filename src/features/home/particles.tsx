import { particleLayout } from './particle-layout.ts';

const PARTICLE_COUNT = 20;
const COLOURS = ['var(--particle-1)', 'var(--particle-2)', 'var(--particle-3)'];
// Computed once per page load, not per render: the layout is fixed.
const PARTICLES = particleLayout(PARTICLE_COUNT, COLOURS.length);

/**
 * Decorative background: 20 drifting particles in three colours, spread over
 * the whole hero. Pure CSS animation of transform only, so after the first
 * paint the compositor moves them and the main thread does nothing.
 */
export function Particles() {
  return (
    <div className="particles" aria-hidden="true">
      {PARTICLES.map((p, i) => (
        <span
          key={i}
          className="particle"
          style={{ left: p.left, top: p.top, width: p.size, height: p.size, background: COLOURS[p.colourIndex], animationDelay: p.delay, animationDuration: p.duration }}
        />
      ))}
    </div>
  );
}

import { ArrowDown, Info } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Particles } from './particles.tsx';
import { TypingHeadline } from './typing-headline.tsx';
import { useMotionWhenIdle } from './use-motion-when-idle.ts';
import { scrollBehavior } from './use-reduced-motion.ts';

export const TOOLS_SECTION_ID = 'tools';

export function scrollToTools(): void {
  const section = document.getElementById(TOOLS_SECTION_ID);
  section?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  section?.focus({ preventScroll: true });
}

export function Hero() {
  const ref = useRef<HTMLElement>(null);
  useMotionWhenIdle(ref);
  return (
    <section ref={ref} className="hero" aria-labelledby="hero-title">
      <Particles />
      <div className="hero-content">
        <p className="hero-badge">85+ Free Tools</p>
        <h1 id="hero-title" className="hero-title">
          Unleash Your Creativity with <span className="gradient-text">AI-Powered Tools</span>
        </h1>
        <p className="hero-subtitle">
          85+ intelligent writing tools for emails, essays, blogs, stories, code, social media and more. All free, no account
          needed.
        </p>
        <TypingHeadline />
        <div className="hero-actions">
          <button type="button" className="button button-primary" onClick={scrollToTools}>
            Get Started <ArrowDown size={18} aria-hidden="true" />
          </button>
          <Link to="/about" className="button button-secondary">
            {/* The hidden words make the link say where it goes (search engines and screen readers). */}
            Learn More<span className="visually-hidden"> about AI Writing Tools</span> <Info size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

import { ArrowDown, Info } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocalePath } from '../../i18n/use-page-languages.ts';
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
  const t = useMessages('home');
  const localePath = useLocalePath();
  return (
    <section ref={ref} className="hero" aria-labelledby="hero-title">
      <Particles />
      <div className="hero-content">
        <p className="hero-badge">{t('badge')}</p>
        <h1 id="hero-title" className="hero-title">
          {t('titleStart')} <span className="gradient-text">{t('titleHighlight')}</span>
        </h1>
        <p className="hero-subtitle">{t('subtitle')}</p>
        <TypingHeadline />
        <div className="hero-actions">
          <button type="button" className="button button-primary" onClick={scrollToTools}>
            {t('getStarted')} <ArrowDown size={18} aria-hidden="true" />
          </button>
          <Link to={localePath('/about')} className="button button-secondary">
            {/* The hidden words make the link say where it goes (search engines and screen readers). */}
            {t('learnMore')}
            <span className="visually-hidden"> {t('learnMoreHidden')}</span> <Info size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

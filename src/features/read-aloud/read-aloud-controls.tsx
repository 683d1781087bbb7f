import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { SPEECH_RATES } from '../../../engine/speech/speech-rate.ts';
import { usePageLocale, useMessages } from '../../i18n/use-messages.ts';
import { useReadAloud, type ReadAloudSource } from './use-read-aloud.ts';
import './read-aloud.css';

function ControlButton({ icon, label, onClick, buttonRef }: { icon: ReactNode; label: string; onClick: () => void; buttonRef?: RefObject<HTMLButtonElement | null> }) {
  // The label is the button's name and, as on the result's other actions, its tooltip (result-actions.css).
  return (
    <button ref={buttonRef} type="button" className="button button-secondary action-button" onClick={onClick}>
      {icon}
      <span className="action-label">{label}</span>
    </button>
  );
}

/**
 * Listen, Pause (Resume) and Stop for one text, and the reading speed (remembered on this
 * device). Loaded only where the browser has speech synthesis (./lazy-read-aloud.tsx).
 */
export default function ReadAloudControls(source: ReadAloudSource) {
  const t = useMessages('read-aloud');
  const locale = usePageLocale();
  const speech = useReadAloud(source);
  const speedId = useId();
  const number = new Intl.NumberFormat(locale);
  // Listen becomes Pause and Stop becomes Listen: the keyboard focus follows to the button now in its place.
  const first = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    first.current?.focus();
  }, [speech.status]);
  const then = (action: () => void) => () => {
    refocus.current = true;
    action();
  };
  return (
    <div className="read-aloud" role="group" aria-label={t('groupLabel')}>
      {speech.status === 'idle' ? (
        <button ref={first} type="button" className="button button-secondary read-aloud-listen" onClick={then(speech.listen)}>
          <Volume2 size={18} aria-hidden="true" /> {t('listen')}
        </button>
      ) : (
        <>
          {speech.status === 'speaking' ? (
            <ControlButton buttonRef={first} icon={<Pause size={18} aria-hidden="true" />} label={t('pause')} onClick={speech.pause} />
          ) : (
            <ControlButton buttonRef={first} icon={<Play size={18} aria-hidden="true" />} label={t('resume')} onClick={speech.resume} />
          )}
          <ControlButton icon={<Square size={18} aria-hidden="true" />} label={t('stop')} onClick={then(speech.stop)} />
        </>
      )}
      <label className="read-aloud-speed" htmlFor={speedId}>
        <span>{t('speed')}</span>
        <select id={speedId} value={speech.rate} onChange={(e) => speech.setRate(Number(e.target.value))}>
          {SPEECH_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {t('speedValue', { rate: number.format(rate) })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

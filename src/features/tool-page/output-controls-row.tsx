import { useEffect, useId, useState } from 'react';
import type { OutputLength, OutputTone, PublicOutputControls } from '../../../engine/generation/output-controls.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import { readControlChoice, writeControlChoice, type ControlChoice } from './output-controls-store.ts';

interface OutputControlsRowProps {
  toolId: string;
  controls: PublicOutputControls;
  value: ControlChoice;
  onChange: (choice: ControlChoice) => void;
}

/**
 * The compact row of output controls under the request box: language, length
 * and tone, each only when the tool offers it. The choices come from the page's loader
 * data (never bundled); the visitor's last choice per tool is restored from this device.
 */
// The engine keeps the choices' ids and English labels; the page words them from its catalogue.
const LENGTH_KEYS: Record<OutputLength, MessageKey<'output-controls'>> = { short: 'lengthShort', medium: 'lengthMedium', long: 'lengthLong' };
const TONE_KEYS: Record<OutputTone, MessageKey<'output-controls'>> = {
  neutral: 'toneNeutral',
  formal: 'toneFormal',
  friendly: 'toneFriendly',
  persuasive: 'tonePersuasive',
  playful: 'tonePlayful',
  confident: 'toneConfident',
};

export function OutputControlsRow({ toolId, controls, value, onChange }: OutputControlsRowProps) {
  const t = useMessages('output-controls');
  const locale = usePageLocale();
  const ids = { language: useId(), length: useId(), tone: useId() };
  const [restored, setRestored] = useState(false);
  // Restore after hydration: the prerendered page shows the defaults. Until the visitor chooses
  // for this tool, a localized page asks for answers in its own language (English: as the request).
  useEffect(() => {
    // The page's language among the offered ones (es is es, pt-br is pt-BR).
    const code = locale === 'en' ? undefined : controls.languages?.find((l) => l.code.toLowerCase() === locale)?.code;
    onChange(readControlChoice(toolId, controls, code ? { language: code } : {}));
    setRestored(true);
  }, [toolId, controls, onChange, locale]);
  const set = (name: keyof ControlChoice, v: string) => {
    const next = { ...value, [name]: v || undefined };
    writeControlChoice(toolId, next);
    onChange(next);
  };
  return (
    // data-restored: the row is live (hydrated, last choice applied); tests wait for it.
    <fieldset className="controls-row" data-restored={restored || undefined}>
      <legend className="visually-hidden">{t('legend')}</legend>
      {controls.languages && (
        <div className="field">
          <label htmlFor={ids.language}>{t('languageLabel')}</label>
          <select id={ids.language} value={value.language ?? ''} onChange={(e) => set('language', e.target.value)}>
            <option value="">{t('languageSame')}</option>
            {controls.languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {controls.lengths && (
        <div className="field">
          <label htmlFor={ids.length}>{t('lengthLabel')}</label>
          <select id={ids.length} value={value.length ?? ''} onChange={(e) => set('length', e.target.value)}>
            <option value="">{t('toolDefault')}</option>
            {controls.lengths.map((l) => (
              <option key={l.value} value={l.value}>
                {t(LENGTH_KEYS[l.value], { min: l.min, max: l.max })}
              </option>
            ))}
          </select>
        </div>
      )}
      {controls.tones && (
        <div className="field">
          <label htmlFor={ids.tone}>{t('toneLabel')}</label>
          <select id={ids.tone} value={value.tone ?? ''} onChange={(e) => set('tone', e.target.value)}>
            <option value="">{t('toolDefault')}</option>
            {controls.tones.map((tone) => (
              <option key={tone.value} value={tone.value}>
                {t(TONE_KEYS[tone.value])}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}

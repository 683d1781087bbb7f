import { useEffect, useId, useState } from 'react';
import type { PublicOutputControls } from '../../../engine/generation/output-controls.ts';
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
export function OutputControlsRow({ toolId, controls, value, onChange }: OutputControlsRowProps) {
  const ids = { language: useId(), length: useId(), tone: useId() };
  const [restored, setRestored] = useState(false);
  // Restore after hydration: the prerendered page shows the defaults.
  useEffect(() => {
    onChange(readControlChoice(toolId, controls));
    setRestored(true);
  }, [toolId, controls, onChange]);
  const set = (name: keyof ControlChoice, v: string) => {
    const next = { ...value, [name]: v || undefined };
    writeControlChoice(toolId, next);
    onChange(next);
  };
  return (
    // data-restored: the row is live (hydrated, last choice applied); tests wait for it.
    <fieldset className="controls-row" data-restored={restored || undefined}>
      <legend className="visually-hidden">Output settings</legend>
      {controls.languages && (
        <div className="field">
          <label htmlFor={ids.language}>Output language</label>
          <select id={ids.language} value={value.language ?? ''} onChange={(e) => set('language', e.target.value)}>
            <option value="">Same as my request</option>
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
          <label htmlFor={ids.length}>Length</label>
          <select id={ids.length} value={value.length ?? ''} onChange={(e) => set('length', e.target.value)}>
            <option value="">Tool default</option>
            {controls.lengths.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {controls.tones && (
        <div className="field">
          <label htmlFor={ids.tone}>Tone</label>
          <select id={ids.tone} value={value.tone ?? ''} onChange={(e) => set('tone', e.target.value)}>
            <option value="">Tool default</option>
            {controls.tones.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}

import type { PublicContextOption } from '../../engine/catalogue/types.ts';
import { useMessages } from '../../src/i18n/use-messages.ts';

/** The seven editing modes as single-choice cards: native radios, so arrows and Tab work as expected. */
export function ModeCards({ modes, value, onChange }: { modes: readonly PublicContextOption[]; value: string; onChange: (mode: string) => void }) {
  const t = useMessages('editor');
  return (
    <fieldset className="mode-cards">
      <legend>{t('modeLegend')}</legend>
      {modes.map((mode) => (
        <label key={mode.value} className="mode-card" data-checked={mode.value === value}>
          <input type="radio" name="editor-mode" value={mode.value} checked={mode.value === value} onChange={() => onChange(mode.value)} />
          <span className="mode-card-label">{mode.label}</span>
          <span className="mode-card-description">{mode.description}</span>
        </label>
      ))}
    </fieldset>
  );
}

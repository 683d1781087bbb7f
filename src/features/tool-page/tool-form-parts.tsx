import { Send } from 'lucide-react';
import { Suspense, useId, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { MAX_INPUT_CHARS } from '../../../engine/generation/limits.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { StopOrGenerate } from '../common/stop-or-generate.tsx';
import { LazyDocumentTrigger } from './lazy-tool-inputs.tsx';
import { useCountFormat } from './use-count-format.ts';

// The controls of the request form (tool-form.tsx), each a label with its input: the form
// holds the state and the submit, these only draw it.

/** The manifest's placeholder, else the generic question (`ask`: the page's wording of it). */
export function defaultPlaceholder(
  tool: Pick<ToolPageData, 'title' | 'promptPlaceholder'>,
  ask: (title: string) => string = (title) => `What would you like to create with ${title}?`,
): string {
  return tool.promptPlaceholder ?? ask(tool.title);
}

/** The Context select, with the chosen option's description under it. */
export function ContextSelect({
  options,
  value,
  onChange,
}: {
  options: NonNullable<ToolPageData['contextOptions']>;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useMessages('tool-page');
  const id = useId();
  const helpId = useId();
  const chosen = options.find((o) => o.value === value);
  return (
    <div className="field">
      <label htmlFor={id}>{t('formContext')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={helpId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p id={helpId} className="field-help">
        {chosen?.description}
      </p>
    </div>
  );
}

/** 'Remember previous messages': switching it off also tells the page, so history can be cleared. */
export function HistorySwitch({ checked, onChange, onOff }: { checked: boolean; onChange: (on: boolean) => void; onOff?: () => void }) {
  const t = useMessages('tool-page');
  const id = useId();
  return (
    <div className="field field-inline">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        onChange={(e) => {
          onChange(e.target.checked);
          if (!e.target.checked) onOff?.();
        }}
      />
      <label htmlFor={id}>{t('formRememberHistory')}</label>
    </div>
  );
}

interface RequestBoxProps {
  tool: Pick<ToolPageData, 'title' | 'promptPlaceholder'>;
  optional: boolean;
  /** Marked required (visibly and for assistive technology) when the form has other fields to fill. */
  markRequired?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter: generate without leaving the keyboard. */
  onSubmitKey: (event: KeyboardEvent) => void;
}

/** 'Your Request' (or 'Anything else' under fields), with its character count against the limit. */
export function RequestBox({ tool, optional, markRequired = false, value, onChange, onSubmitKey }: RequestBoxProps) {
  const t = useMessages('tool-page');
  const count = useCountFormat();
  const id = useId();
  const helpId = useId();
  const tooLong = value.length > MAX_INPUT_CHARS;
  // "Add a file" (a lazy part): memoised, so typing never updates its boundary before its chunk hydrated it.
  const addFile = useMemo(
    () => (
      <Suspense fallback={null}>
        <LazyDocumentTrigger.Component boxId={id} limit={MAX_INPUT_CHARS} onText={onChange} />
      </Suspense>
    ),
    [id, onChange],
  );
  return (
    <div className="field">
      <label htmlFor={id}>
        {optional ? t('formAnythingElse') : t('formYourRequest')}
        {!optional && markRequired && <span className="field-required">{` ${t('formRequired')}`}</span>}
      </label>
      <textarea
        id={id}
        rows={5}
        required={!optional}
        value={value}
        placeholder={optional ? t('formAnythingElsePlaceholder') : defaultPlaceholder(tool, (title) => t('formPlaceholderDefault', { tool: title }))}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={helpId}
        aria-invalid={tooLong || undefined}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSubmitKey(e);
        }}
      />
      <p id={helpId} className={tooLong ? 'field-help field-error' : 'field-help'} aria-live="polite">
        {tooLong
          ? t('formTooLong', { count: count(value.length), limit: count(MAX_INPUT_CHARS) })
          : t('formCharCount', { count: count(value.length), limit: count(MAX_INPUT_CHARS) })}
      </p>
      {addFile}
    </div>
  );
}

export function VersionsSelect({ value, onChange }: { value: number; onChange: (versions: number) => void }) {
  const t = useMessages('tool-page');
  const id = useId();
  return (
    <div className="field field-inline">
      <label htmlFor={id}>{t('formVersions')}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {[1, 2, 3].map((n) => (
          <option key={n} value={n}>
            {t('formVersionsOption', { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Generate, or Stop Generation while a request runs, with the shortcut hint and the allowance line.
 * A disabled Generate says why beside it (`disabledReason`), tied to the button by aria-describedby:
 * a grey button with no reason leaves the visitor guessing.
 */
export function GenerateButtons({
  generating,
  disabledReason,
  onStop,
  allowance,
}: {
  generating: boolean;
  /** Why Generate cannot be pressed now; null when it can. */
  disabledReason: string | null;
  onStop: () => void;
  /** The allowance line (allowance-line.tsx), when there is something to say. */
  allowance?: ReactNode;
}) {
  const t = useMessages('tool-page');
  const reasonId = useId();
  const disabled = disabledReason !== null;
  return (
    <>
      <div className="generate-row">
        <StopOrGenerate
          busy={generating}
          disabled={disabled}
          onStop={onStop}
          icon={<Send size={18} aria-hidden="true" className="icon-directional" />}
          className="generate-button"
          describedBy={disabled ? reasonId : undefined}
        />
        {!generating && disabled && (
          <p id={reasonId} className="field-help generate-reason">
            {disabledReason}
          </p>
        )}
        {/* The shortcut hint beside Generate ("?" lists them all); hidden on touch screens (tool-page.css). */}
        {!generating && (
          <span className="shortcut-hint">
            <kbd>{t('keyCtrl')}</kbd>/<kbd>⌘</kbd> + <kbd>{t('keyEnter')}</kbd> · <kbd>?</kbd> {t('formShortcutHint')}
          </span>
        )}
      </div>
      {allowance}
    </>
  );
}

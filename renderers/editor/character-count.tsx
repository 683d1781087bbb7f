import { MAX_EDITOR_CHARS } from '../../engine/editor/editor-prompts.ts';
import { formatCountIn } from '../../engine/format/format-number.ts';
import { LOCALE_INFO } from '../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../src/i18n/use-messages.ts';

/** "1,234 / 12,000 characters" under the editor, or the limit's notice once the text is past it. */
export function CharacterCount({ length }: { length: number }) {
  const t = useMessages('editor');
  const lang = LOCALE_INFO[usePageLocale()].htmlLang;
  const tooLong = length > MAX_EDITOR_CHARS;
  return (
    <p className={tooLong ? 'field-help field-error' : 'field-help'} aria-live="polite">
      {t(tooLong ? 'charTooMany' : 'charCount', { count: formatCountIn(length, lang), max: formatCountIn(MAX_EDITOR_CHARS, lang) })}
    </p>
  );
}

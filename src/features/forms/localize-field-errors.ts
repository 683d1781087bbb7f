import { FIELD_PROBLEMS } from '../../../engine/forms/form-validation.ts';
import { messageMatcher } from '../../../engine/errors/match-message.ts';
import type { Translate } from '../../i18n/use-messages.ts';

// A field's problem arrives in English (the browser's own check and the gateway's answer word it
// alike, engine/forms/form-validation.ts); the page shows the same problem in its language.
const match = messageMatcher(FIELD_PROBLEMS);

/** Each field's problem in the page's language; a text the problems table does not know stays as it came. */
export function localizeFieldErrors(errors: Readonly<Record<string, string>>, t: Translate<'forms'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const found = match(text);
      return [field, found ? t(found.key as keyof typeof FIELD_PROBLEMS, found.values) : text];
    }),
  );
}

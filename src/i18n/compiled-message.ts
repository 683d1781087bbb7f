// The form a message takes in loader data: ICU MessageFormat text compiled at build time
// (@lingui/message-utils, Lingui's compiled-catalogue format) so the browser carries no parser.
// A message without placeholders stays a plain string; anything else is a list of parts.

/** `{name}`, `{n, number}`, `{d, date, short}`. */
export type ArgumentPart = [name: string] | [name: string, format: 'number' | 'date' | 'time', style?: string];
/** `{n, plural, one {…} other {…}}`, `{x, select, a {…} other {…}}`; exact plural matches (`=0`) are keyed `0`. */
export type ChoicePart = [name: string, kind: 'plural' | 'selectordinal' | 'select', cases: Record<string, CompiledPart[]>];
export type CompiledPart = string | ArgumentPart | ChoicePart;
export type CompiledMessage = string | CompiledPart[];

/** The values a message's placeholders read. Strings and numbers; dates for `{d, date}`. */
export type MessageValues = Record<string, string | number | Date>;

/** One namespace's messages, compiled, by key. */
export type CompiledNamespace = Record<string, CompiledMessage>;

import { Check, Link2 } from 'lucide-react';
import { useEffect, useId, useState, type RefObject } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { isFormFragment } from '../../../engine/share/form-link-mark.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import type { FormLinkTarget, MadeLink } from './form-link-types.ts';

// The link's code (the share links' codec, the clipboard) loads on use: on a click, or when the page opens with a form link.
const loadIo = () => import('./form-link-io.ts');

type Opened = { kind: 'filled'; dropped: string[] } | { kind: 'unreadable' };

/** Says which values a link dropped, in the words of the form (a field's label, the control's name). */
function useDroppedNames(tool: ToolPageData): (dropped: string[]) => string {
  const t = useMessages('tool-page');
  const o = useMessages('output-controls');
  const locale = usePageLocale();
  const names: Record<string, string> = {
    input: t('formYourRequest'),
    context: t('formLinkContext'),
    fields: t('formLinkFields'),
    controls: t('formLinkControls'),
    'controls.language': o('languageLabel'),
    'controls.length': o('lengthLabel'),
    'controls.tone': o('toneLabel'),
  };
  const name = (dropped: string) => names[dropped] ?? tool.fields?.find((f) => `fields.${f.name}` === dropped)?.label ?? dropped.replace(/^\w+\./, '');
  return (dropped) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(dropped.map(name));
}

/** What opening the page with a form link did: the form filled (nothing generated), and what the link held that this tool does not accept. */
function OpenedNotice({ tool, opened }: { tool: ToolPageData; opened: Opened }) {
  const t = useMessages('tool-page');
  const names = useDroppedNames(tool);
  if (opened.kind === 'unreadable') return <p className="form-link-notice field-error">{t('formLinkUnreadable')}</p>;
  return (
    <div className="form-link-notice">
      <p>{t('formLinkFilled')}</p>
      {opened.dropped.length > 0 && <p className="field-error">{t('formLinkDropped', { names: names(opened.dropped) })}</p>}
    </div>
  );
}

/**
 * "Copy form link" in the tool's form, and the form filled from such a link when the page opens with
 * one: after hydration, never generating. The request state is read through `form` when used.
 */
export function FormLinkBar({ tool, form }: { tool: ToolPageData; form: RefObject<FormLinkTarget> }) {
  const t = useMessages('tool-page');
  const linkId = useId();
  const [made, setMade] = useState<MadeLink | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    if (!isFormFragment(window.location.hash)) return;
    void loadIo()
      .then((io) => io.fillFromLink(tool, form.current))
      .then((dropped) => setOpened(dropped ? { kind: 'filled', dropped } : { kind: 'unreadable' }), () => undefined);
  }, [tool, form]);
  const copied = made?.kind === 'link' && made.copied;
  const make = () => void loadIo().then((io) => io.makeFormLink(tool, form.current).then(setMade), () => undefined);
  return (
    <div className="form-link">
      {opened && <OpenedNotice tool={tool} opened={opened} />}
      <button type="button" className="button button-secondary form-link-button" onClick={make}>
        {copied ? <Check size={16} aria-hidden="true" /> : <Link2 size={16} aria-hidden="true" />}
        {copied ? t('formLinkCopied') : t('formLinkCopy')}
      </button>
      {made?.kind === 'link' && (
        <div className="form-link-made">
          <label htmlFor={linkId}>{t('formLinkLabel')}</label>
          <input id={linkId} type="text" dir="ltr" readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      {made?.kind === 'too_long' && <p className="field-error">{t('formLinkTooLong')}</p>}
    </div>
  );
}

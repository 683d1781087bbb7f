import { encodeFormFragment, readFormFragment, type FormLinkState } from '../../../engine/share/form-link.ts';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { copyText } from '../clipboard/copy-text.ts';
import type { FormLinkTarget, MadeLink } from './form-link-types.ts';

export type { MadeLink };

// A form link's browser side, loaded on "Copy form link" or when the page opens with one: never with the page.

/** The form as a link to this page (the form in its fragment), copied to the clipboard when the browser lets it. */
export async function makeFormLink(tool: ToolPageData, form: FormLinkTarget): Promise<MadeLink> {
  const state: FormLinkState = {
    input: form.input,
    ...(tool.contextOptions ? { context: form.context } : {}),
    ...(tool.fields ? { fields: form.fieldValues } : {}),
    ...(tool.outputControls ? { controls: form.controls } : {}),
  };
  const encoded = encodeFormFragment(state);
  if (!encoded.ok) return { kind: 'too_long', size: encoded.size };
  const url = `${window.location.origin}${window.location.pathname}#${encoded.fragment}`;
  const copied = await copyText(url).then(
    () => true,
    () => false, // refused: the link is shown to copy by hand
  );
  return { kind: 'link', url, copied };
}

/** The output controls row applies this device's last choices once it is live: a link's come after them. */
async function controlsRowReady(tool: ToolPageData): Promise<void> {
  if (!tool.outputControls) return;
  for (let i = 0; i < 100 && !document.querySelector('form.tool-form .controls-row[data-restored]'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Fills the form from the page's form link (never generating); the names of what was dropped, or null for an unreadable link. */
export async function fillFromLink(tool: ToolPageData, form: FormLinkTarget): Promise<string[] | null> {
  const read = readFormFragment(window.location.hash, tool);
  if (!read) return null;
  await controlsRowReady(tool);
  const { input, context, fields, controls } = read.form;
  form.setInput(input);
  if (context) form.setContext(context);
  if (fields) form.setFieldValues(fields);
  if (controls) form.setControls(controls);
  return read.dropped;
}

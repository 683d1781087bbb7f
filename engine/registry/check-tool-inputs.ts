import { MAX_INPUT_CHARS } from '../generation/limits.ts';
import { ANYTHING_ELSE_LABEL, REQUEST_LABEL } from '../generation/tool-fields.ts';
import type { ToolManifest } from '../validation/generated/types.ts';

// Rules on a manifest's `fields`, `requestBox`, `limits` and `outputControls` the schema cannot say.
// Each problem is [JSON pointer, message]; checkCatalogue reports them and
// leaves the tool out, so the gateway only ever sees well-formed declarations.

const TEXT_TYPES = new Set(['short_text', 'long_text']);

export function toolInputProblems(manifest: ToolManifest): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const report = (pointer: string, message: string) => problems.push([pointer, message]);
  const names = new Set<string>();
  const labels = new Set<string>([ANYTHING_ELSE_LABEL.toLowerCase(), REQUEST_LABEL.toLowerCase()]);
  let totalChars = 0;
  manifest.fields?.forEach((f, i) => {
    const at = `/fields/${i}`;
    if (names.has(f.name)) report(`${at}/name`, `duplicate field name "${f.name}"`);
    names.add(f.name);
    if (labels.has(f.label.toLowerCase())) report(`${at}/label`, `duplicate label "${f.label}" (labels name the fields in the message; "${ANYTHING_ELSE_LABEL}" and "${REQUEST_LABEL}" are the request box's)`);
    labels.add(f.label.toLowerCase());
    const text = TEXT_TYPES.has(f.type);
    if (text && f.maxLength === undefined) report(`${at}/maxLength`, `is required for a ${f.type} field`);
    if (!text && f.maxLength !== undefined) report(`${at}/maxLength`, `means nothing for a ${f.type} field`);
    if (text && f.maxLength !== undefined) totalChars += f.maxLength;
    if (f.type === 'select') {
      if (!f.options?.length) report(`${at}/options`, 'is required for a select field');
      const seen = new Set<string>();
      f.options?.forEach((o, j) => {
        if (o.trim() !== o || o === '') report(`${at}/options/${j}`, 'must not start or end with spaces');
        if (seen.has(o)) report(`${at}/options/${j}`, `duplicate option "${o}"`);
        seen.add(o);
      });
    } else if (f.options !== undefined) report(`${at}/options`, `means nothing for a ${f.type} field`);
    if (f.type !== 'number' && (f.min !== undefined || f.max !== undefined)) report(`${at}/${f.min !== undefined ? 'min' : 'max'}`, `means nothing for a ${f.type} field`);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) report(`${at}/min`, `is above max (${f.max})`);
  });
  if (totalChars > MAX_INPUT_CHARS) {
    report('/fields', `the text fields' maxLength add up to ${totalChars}; at most ${MAX_INPUT_CHARS} (MAX_INPUT_CHARS, engine/generation/limits.ts)`);
  }
  if (manifest.requestBox !== undefined && !manifest.fields) report('/requestBox', 'means nothing without fields');
  if (manifest.requestBox === 'none' && !manifest.fields?.some((f) => f.required)) {
    report('/requestBox', '"none" needs at least one required field, or the visitor could send nothing');
  }
  manifest.limits?.forEach(({ when, list, per }, i) => {
    if (list !== undefined && per !== 'option') report(`/limits/${i}/list`, 'means nothing without "per": "option"');
    if (!when) return;
    const at = `/limits/${i}/when`;
    const field = manifest.fields?.find((f) => f.name === when.field);
    if (!field) return report(`${at}/field`, `names no field of the tool ("${when.field}")`);
    if (field.type !== 'select') return report(`${at}/field`, `"${field.name}" is a ${field.type} field; a limit can depend on a select field only`);
    when.is.forEach((value, j) => {
      if (!field.options?.includes(value)) report(`${at}/is/${j}`, `"${value}" is not an option of "${field.name}"`);
    });
  });
  const controls = manifest.outputControls;
  if (controls) {
    if (manifest.renderer !== 'generic') report('/outputControls', `means nothing for the ${manifest.renderer} renderer: only generic tools have output controls`);
    for (const name of ['length', 'tone'] as const) {
      const list = controls[name];
      if (Array.isArray(list) && new Set(list).size !== list.length) report(`/outputControls/${name}`, 'lists a choice twice');
    }
    if (controls.lengthFamily !== undefined && controls.length === false) report('/outputControls/lengthFamily', 'means nothing when length is off');
  }
  return problems;
}

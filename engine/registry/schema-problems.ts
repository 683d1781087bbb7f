import type { CatalogueProblem } from '../catalogue/types.ts';

export interface AjvErrorLike {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A compiled validator's errors as catalogue problems; `requiredFixes` names the fix for a missing field. */
export function schemaProblems(file: string, errors: readonly AjvErrorLike[] | null | undefined, requiredFixes: Readonly<Record<string, string>> = {}): CatalogueProblem[] {
  return (errors ?? []).map((e) => {
    let pointer = e.instancePath || '/';
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      pointer = `${e.instancePath}/${String(e.params.additionalProperty)}`;
      message = 'is not a known field';
    } else if (e.keyword === 'required') {
      pointer = `${e.instancePath}/${String(e.params.missingProperty)}`;
      message = requiredFixes[String(e.params.missingProperty)] ?? 'is required';
    } else if (e.keyword === 'enum') {
      message = `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`;
    }
    return { file, pointer, message };
  });
}


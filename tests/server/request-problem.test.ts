import { describe, expect, it } from 'vitest';
import { validateEditorRewriteRequest, validateGenerateRequest, validateImageRequest, validateTitleSearchRequest } from '../../engine/validation/generated/validators.js';
import { schemaProblem } from '../../server/http/request-problem.ts';

// The one mapping from the compiled schemas' errors to the API's, run on the real validators.
const problemOf = (validate: { (body: unknown): boolean; errors?: Parameters<typeof schemaProblem>[0] }, body: unknown, codes?: Parameters<typeof schemaProblem>[1]) => {
  expect(validate(body)).toBe(false);
  return schemaProblem(validate.errors, codes);
};

describe('schemaProblem: the one ajv-to-API error mapper', () => {
  it('an unknown property is invalid_request naming it, whatever the schema', () => {
    for (const [validate, body] of [
      [validateGenerateRequest, { toolId: 'a', input: 'x', systemPrompt: 'evil' }],
      [validateImageRequest, { toolId: 'a', prompt: 'x', size: 'square', n: 1, systemPrompt: 'evil' }],
      [validateTitleSearchRequest, { keyword: 'x', captchaToken: 't', systemPrompt: 'evil' }],
      [validateEditorRewriteRequest, { action: 'shorter', text: 'x', systemPrompt: 'evil' }],
    ] as const) {
      expect(problemOf(validate, body)).toEqual({ status: 400, code: 'invalid_request', message: 'Unknown field "systemPrompt".', field: 'systemPrompt' });
    }
  });

  it('a value outside an enum is invalid_choice listing the allowed values', () => {
    const problem = problemOf(validateImageRequest, { toolId: 'a', prompt: 'x', size: 'huge', n: 1 });
    expect(problem).toMatchObject({ status: 400, code: 'invalid_choice', field: 'size' });
    expect(problem.message).toBe('size must be one of: square, portrait, landscape.');
  });

  it('a missing property names the property, in the dotted form', () => {
    expect(problemOf(validateGenerateRequest, { toolId: 'a' })).toMatchObject({ status: 400, code: 'invalid_request', field: 'input' });
    expect(problemOf(validateGenerateRequest, { toolId: 'a', input: 'x', history: [{ role: 'user' }] })).toMatchObject({ code: 'invalid_request', field: 'history.0.content' });
  });

  it('a route’s own code for a field applies at any index, with its own wording when given', () => {
    const codes = { 'history.*.role': { code: 'invalid_history', message: 'historyRole' } } as const;
    const problem = problemOf(validateGenerateRequest, { toolId: 'a', input: 'x', history: [{ role: 'user', content: 'a' }, { role: 'system', content: 'b' }] }, codes);
    expect(problem).toEqual({ status: 400, code: 'invalid_history', message: 'History messages must have the role user or assistant; a system prompt is never accepted from the browser.', field: 'history.1.role' });
    expect(problemOf(validateEditorRewriteRequest, { action: 'louder', text: 'x' }, { action: { code: 'unknown_action' } })).toMatchObject({ code: 'unknown_action', field: 'action', message: expect.stringContaining('action must be one of:') });
    // An unknown property stays invalid_request even where the route re-codes fields.
    expect(problemOf(validateTitleSearchRequest, { keyword: 'x', captchaToken: 't', extra: 1 }, { keyword: { code: 'missing_input', message: 'searchMissingInput' } })).toMatchObject({ code: 'invalid_request', field: 'extra' });
  });

  it('with no error at all it still answers a 400 about the body', () => {
    expect(schemaProblem(null)).toEqual({ status: 400, code: 'invalid_request', message: 'body is invalid.', field: 'body' });
  });
});

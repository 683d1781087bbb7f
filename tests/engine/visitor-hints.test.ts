import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES } from '../../engine/errors/error-messages.ts';
import { visitorHint } from '../../engine/errors/visitor-hints.ts';

// The specification's messages stay as worded; the messages a visitor cannot act on get a plain line under them.
describe('plain-language lines under error messages', () => {
  it('say what a provider status means for the visitor', () => {
    expect(visitorHint('API request failed with status 429')).toBe('The service is busy. Please try again in a minute.');
    expect(visitorHint('API request failed with status 503')).toBe('The AI service is having trouble right now. Please try again in a few minutes.');
    expect(visitorHint('API request failed with status 401')).toMatch(/^This site cannot reach its AI service right now\./);
    expect(visitorHint('API request failed with status 400')).toMatch(/^The AI service could not take this request\./);
  });
  it('explain the messages that speak to an operator, and leave plain ones alone', () => {
    expect(visitorHint(VISITOR_MESSAGES.invalidApiKey)).toBe('This site cannot reach its AI service right now. It is not a problem with your request: please try again later.');
    expect(visitorHint(VISITOR_MESSAGES.noBody)).toBe('The answer did not arrive. Please try again.');
    expect(visitorHint(VISITOR_MESSAGES.searchAllKeysFailed)).toMatch(/^The search service is busy/);
    expect(visitorHint(VISITOR_MESSAGES.timeout)).toBeNull();
    expect(visitorHint('Something a visitor typed')).toBeNull();
  });
  it('never tell the visitor to set a server variable', () => {
    for (const message of Object.values(VISITOR_MESSAGES)) expect(message).not.toMatch(/operator must set|[A-Z]+_[A-Z_]+ (and|where)/);
  });
});

describe("the editor's failures", () => {
  it("show every fair-use refusal's own message, not the generic failure", async () => {
    const { QUOTA_REJECTION_CODES } = await import('../../engine/errors/quota-rejections.ts');
    const { editorFailureMessage } = await import('../../engine/generation/error-messages.ts');
    for (const code of [...QUOTA_REJECTION_CODES, 'quota_unavailable']) expect(editorFailureMessage(code, 'The quota says so.')).toBe('The quota says so.');
    expect(editorFailureMessage('upstream_status', 'API request failed with status 500')).toBe(VISITOR_MESSAGES.editorFailure);
  });
});

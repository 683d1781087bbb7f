import type { APIRequestContext } from '@playwright/test';
import type { Scenario } from '../../fixtures/fake-openai/fake-openai.ts';

const CONTROL = `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? ''}/__control`;

/** Makes the fake provider answer `scenario` to any request whose user message contains `marker`. */
export async function whenAsked(request: APIRequestContext, marker: string, scenario: Scenario): Promise<void> {
  await request.post(`${CONTROL}/when`, { data: { contains: marker, scenario } });
}

export interface SeenRequest {
  body: { messages?: Array<{ role: string; content: string }> };
  closedByClient: boolean;
}

/** Requests the fake provider received whose last user message contains `marker`. */
export async function requestsWith(request: APIRequestContext, marker: string): Promise<SeenRequest[]> {
  const all = (await (await request.get(`${CONTROL}/requests`)).json()) as SeenRequest[];
  return all.filter((r) => (r.body.messages ?? []).filter((m) => m.role === 'user').at(-1)?.content.includes(marker));
}

let counter = 0;
/** A marker unique to this test run. */
export function marker(name: string): string {
  return `[${name}-${process.pid}-${Date.now()}-${++counter}]`;
}

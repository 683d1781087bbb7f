import type { APIRequestContext } from '@playwright/test';
import type { Scenario } from '../../fixtures/fake-openai/fake-openai.ts';

const CONTROL = `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? ''}/__control`;

/**
 * Makes the fake provider answer `scenario` to any request whose user message contains `marker`;
 * with `then`, the first such requests take those scenarios in turn (one of several parallel versions can fail).
 */
export async function whenAsked(request: APIRequestContext, marker: string, scenario: Scenario, then?: Scenario[]): Promise<void> {
  await request.post(`${CONTROL}/when`, { data: { contains: marker, scenario, ...(then ? { then } : {}) } });
}

/** Every request the fake provider received whose messages mention `marker` anywhere (a follow-up carries it in its history). */
export async function requestsMentioning(request: APIRequestContext, marker: string): Promise<SeenRequest[]> {
  const all = (await (await request.get(`${CONTROL}/requests`)).json()) as SeenRequest[];
  return all.filter((r) => (r.body.messages ?? []).some((m) => m.content.includes(marker)));
}

export interface SeenRequest {
  body: { messages?: Array<{ role: string; content: string }> };
  closedByClient: boolean;
  /** The fake's Date.now() when the connection closed. */
  closedAt?: number;
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

import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Tool } from '../../engine/catalogue/types.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { registry } from '../../engine/registry/registry.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { startGateway, type RunningGateway } from './gateway.ts';

// The set-up the gateway's generation tests share: one fake AI provider per test file, reset
// after each test and closed after the file, and real gateways pointed at it.

type GatewayOptions = Parameters<typeof startGateway>[1];

/** The environment that points a gateway at the fake provider, with a short time-out. */
export function providerEnv(fake: FakeProvider, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '1000',
    ...env,
  };
}

export interface ProviderGateways {
  readonly fake: FakeProvider;
  /** A new gateway on the fake provider, closed after the current test. */
  gateway(env?: NodeJS.ProcessEnv, options?: GatewayOptions): Promise<RunningGateway>;
}

/** A fake provider for the whole file; each test starts the gateways it needs (its own quota, its own env). */
export function withProviderGateways(): ProviderGateways {
  let fake: FakeProvider | undefined;
  const open: RunningGateway[] = [];
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterEach(async () => {
    fake?.reset();
    await Promise.all(open.splice(0).map((g) => g.close()));
  });
  afterAll(() => fake?.close());
  const started = (): FakeProvider => {
    if (!fake) throw new Error('the fake provider starts in beforeAll: use it inside a test');
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    async gateway(env = {}, options = {}) {
      const g = await startGateway(providerEnv(started(), env), options);
      open.push(g);
      return g;
    },
  };
}

export interface SharedProviderGateway {
  readonly fake: FakeProvider;
  readonly gateway: RunningGateway;
}

/** A fake provider and one gateway (with an API key) for every test of the file. */
export function withSharedProviderGateway(env: NodeJS.ProcessEnv = {}, options: GatewayOptions = {}): SharedProviderGateway {
  let fake: FakeProvider | undefined;
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider();
    gateway = await startGateway(providerEnv(fake, { AI_API_KEY: 'test-key', ...env }), options);
  });
  afterEach(() => fake?.reset());
  afterAll(async () => {
    await gateway?.close();
    await fake?.close();
  });
  return {
    get fake() {
      if (!fake) throw new Error('the fake provider starts in beforeAll: use it inside a test');
      return fake;
    },
    get gateway() {
      if (!gateway) throw new Error('the gateway starts in beforeAll: use it inside a test');
      return gateway;
    },
  };
}

/** The repository's catalogue plus test-only tools (each a variant of a real one), for rules no real tool exercises. */
export function catalogueWith(extra: readonly Tool[]): Catalogue {
  const tools = [...registry.tools, ...extra];
  return {
    ...registry,
    tools,
    toolsById: new Map(tools.map((t) => [t.id, t])),
  };
}

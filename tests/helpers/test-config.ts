import { readServerConfig, type ServerConfig } from '../../server/config.ts';

/** The server's config as the environment would give it, with overrides. */
export function testConfig(env: NodeJS.ProcessEnv = {}, overrides: Partial<ServerConfig> = {}): ServerConfig {
  // Quotas and the stream cap are off unless a test turns them on (as in the benchmarks).
  const quotasOff = { DAILY_GENERATIONS_PER_VISITOR: '0', DAILY_OUTPUT_TOKENS_PER_VISITOR: '0', DAILY_IMAGES_PER_VISITOR: '0', MAX_CONCURRENT_STREAMS_PER_VISITOR: '0' };
  // A Redis command may wait 1 s (production: 250 ms): a test machine under load must not open the breaker by chance.
  return { ...readServerConfig({ RATE_LIMIT_PER_MINUTE: '1000', REDIS_COMMAND_TIMEOUT_MS: '1000', ...quotasOff, ...env }), ...overrides };
}

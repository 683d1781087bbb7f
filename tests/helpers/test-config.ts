import { readServerConfig, type ServerConfig } from '../../server/config.ts';

/** The server's config as the environment would give it, with overrides. */
export function testConfig(env: NodeJS.ProcessEnv = {}, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readServerConfig({ RATE_LIMIT_PER_MINUTE: '1000', ...env }), ...overrides };
}

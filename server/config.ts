export interface ServerConfig {
  port: number;
  host: string;
}

/** Reads the server's settings from the environment; a bad value stops start-up with the variable named. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return { port, host: env.HOST ?? '0.0.0.0' };
}

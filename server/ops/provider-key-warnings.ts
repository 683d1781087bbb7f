import type { ServerConfig } from '../config.ts';

/**
 * Whether a provider URL points at this machine or a private network (Ollama, llama.cpp, a compose
 * service), where an API without a key is normal. Public hosts almost always need one.
 */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (host === '::1' || host === '0.0.0.0' || /^127\./.test(host)) return true;
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host) || /^f[cd][0-9a-f]{2}:/.test(host)) return true;
  // One label (ollama, llm): a service name on a private network, never a public host.
  return !host.includes('.') && !host.includes(':');
}

/**
 * One warning per provider configured without its key on a public host: requests will be refused
 * with 401 (or worse, succeed against the wrong account), and the operator should know which
 * variable is missing before a visitor sees "Invalid API key".
 */
export function providerKeyWarnings(config: Pick<ServerConfig, 'ai' | 'aiFallback' | 'images'>): string[] {
  const providers: Array<[{ baseUrl: string; apiKey: string | undefined } | null, string, string]> = [
    [config.ai, 'AI_BASE_URL', 'AI_API_KEY'],
    [config.aiFallback, 'AI_FALLBACK_BASE_URL', 'AI_FALLBACK_API_KEY'],
    [config.images, 'IMAGE_BASE_URL', 'IMAGE_API_KEY'],
  ];
  return providers
    .filter(([p]) => p && !p.apiKey && !isLocalUrl(p.baseUrl))
    .map(([p, urlName, keyName]) => `${keyName} is not set but ${urlName} (${p?.baseUrl}) is not a local server: the provider will most likely refuse every request. Set ${keyName} in .env or the environment.`);
}

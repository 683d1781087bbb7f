import { Redis } from 'ioredis';

/** The Redis the tests use (TEST_REDIS_URL, or the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A client for a test, with an error handler (ioredis prints "Unhandled error
 * event" for every failed attempt without one) and no endless reconnecting.
 */
export function testRedisClient(url = TEST_REDIS_URL): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => (times > 3 ? null : 200),
  });
  redis.on('error', () => undefined);
  return redis;
}

let probed: Promise<string | null> | undefined;

/** Null when Redis answers a PING, otherwise why not. Probed once per test file. */
function whyNoRedis(): Promise<string | null> {
  probed ??= (async () => {
    const probe = new Redis(TEST_REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      retryStrategy: () => null,
    });
    let failure = '';
    probe.on('error', (error: Error) => (failure ||= error.message));
    try {
      await probe.connect();
      await probe.ping();
      return null;
    } catch (error) {
      return failure || (error as Error).message || 'no answer';
    } finally {
      probe.disconnect();
    }
  })();
  return probed;
}

/**
 * Whether the tests that need Redis run here. Without Redis they are skipped,
 * saying so in one printed line; in CI (CI set) they always run, and fail
 * without Redis rather than pass unseen.
 */
export async function redisForTests(file: string): Promise<boolean> {
  const why = await whyNoRedis();
  if (why === null || process.env.CI) return true;
  console.warn(`[skipped] ${file}: the tests that need Redis, because ${TEST_REDIS_URL} does not answer (${why}). Start Redis (redis-server) or set TEST_REDIS_URL to run them.`);
  return false;
}

import type { Context } from 'hono';
import { noteRefusedGeneration } from '../admin/refusal-outcome.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { apiError } from '../http/api-error.ts';
import { clientIp } from '../http/client-ip.ts';
import { addHeader } from '../http/response-headers.ts';
import type { Step } from '../http/route-helper.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { moderate, type Verdict } from './moderation-client.ts';
import { createOutputGuard, type GuardFailure, type OutputGuard } from './output-guard.ts';
import type { ModerationConfig } from './safety-config.ts';
import type { StrikeStore } from './strike-store.ts';

/**
 * One block, as the dashboard's outcome table and the alerts count it: the tool's label and the stage,
 * never the text, the visitor or the scores. `outcome` is the outcome name the console records.
 */
export interface ContentBlockedEvent {
  outcome: 'content_blocked';
  stage: 'input' | 'output';
  tool: string;
  categories: string[];
}

export interface Moderation {
  /**
   * Before any generation: 429 temporarily_blocked for a visitor with MODERATION_STRIKES blocks within
   * 24 h, 400 content_blocked for flagged text (a strike), 503 moderation_unavailable when the endpoint
   * does not answer and MODERATION_FAIL=closed. `texts` is everything of the visitor's that reaches the model.
   */
  checkInput: (c: Context, request: { tool: string; texts: readonly string[] }) => Promise<Step<void>>;
  /** The guard of one streamed answer (one per version): `release` sends checked text, `onFailure` stops the provider. */
  outputGuard: (c: Context, tool: string, release: (text: string) => unknown, onFailure: (failure: GuardFailure) => void) => OutputGuard;
  /** Tells `listener` of every block (input or output); returns the function that stops telling it. */
  onBlocked: (listener: (event: ContentBlockedEvent) => void) => () => void;
}

export interface ModerationOptions {
  config: ModerationConfig;
  strikes: StrikeStore;
  /** Prefix of the strike keys (REDIS_KEY_PREFIX, or a test's own). */
  keyPrefix: string;
  trustProxyHops: number;
  log: Logger;
  metrics: Metrics;
  now?: () => number;
}

/** "in 3 h 12 min": when a temporarily blocked visitor may try again. */
function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  return `${h > 0 ? `${h} h ` : ''}${minutes % 60} min`;
}

/** The content-safety checks (MODERATION_*): the request before generation, the answer as it streams, strikes per visitor. */
export function createModeration({ config, strikes, keyPrefix, trustProxyHops, log, metrics, now = Date.now }: ModerationOptions): Moderation {
  const listeners = new Set<(event: ContentBlockedEvent) => void>();
  const strikeKey = (visitor: string) => `${keyPrefix}:strikes:${visitor}`;

  /** Counts, logs (never the text) and tells the listeners of one block, and gives the visitor a strike. */
  const blocked = async (visitor: string, event: ContentBlockedEvent) => {
    metrics.moderationBlocks.inc({ stage: event.stage });
    const count = await strikes.record(strikeKey(visitor), now());
    log.warn({ tool: event.tool, stage: event.stage, categories: event.categories, strikes: count }, 'content blocked by moderation');
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'content-blocked listener failed');
      }
    }
  };

  /** What a verdict means for the request: null to go on, else the failure (a block, or an unanswered check when closed). */
  const judge = async (verdict: Verdict, stage: 'input' | 'output', tool: string, visitor: string): Promise<GuardFailure | null> => {
    if (verdict.kind === 'ok') return null;
    if (verdict.kind === 'unavailable') {
      metrics.moderationUnavailable.inc({ stage, mode: config.fail });
      log.warn({ tool, stage, reason: verdict.reason, mode: config.fail }, config.fail === 'open' ? 'moderation endpoint did not answer; let through unchecked (MODERATION_FAIL=open)' : 'moderation endpoint did not answer; refused (MODERATION_FAIL=closed)');
      return config.fail === 'open' ? null : { code: 'moderation_unavailable', message: visitorMessage('moderationUnavailable') };
    }
    await blocked(visitor, { outcome: 'content_blocked', stage, tool, categories: verdict.categories });
    return { code: 'content_blocked', message: visitorMessage(stage === 'input' ? 'contentBlocked' : 'contentBlockedOutput') };
  };

  return {
    checkInput: async (c, { tool, texts }) => {
      const visitor = clientIp(c, trustProxyHops);
      const waitMs = await strikes.blockedForMs(strikeKey(visitor), config.strikes, now());
      if (waitMs > 0) {
        metrics.moderationTemporaryBlocks.inc();
        addHeader(c, 'Retry-After', String(Math.ceil(waitMs / 1000)));
        noteRefusedGeneration(c, { tool, model: '', code: 'temporarily_blocked' });
        return { ok: false, response: apiError(c, 429, 'temporarily_blocked', visitorMessage('temporarilyBlocked', { reset: describeWait(waitMs) })) };
      }
      const text = texts.filter((t) => t.trim() !== '').join('\n\n');
      if (text === '') return { ok: true, value: undefined };
      const failure = await judge(await moderate(config, text), 'input', tool, visitor);
      if (!failure) return { ok: true, value: undefined };
      // Refused before any model was chosen: the outcome table records the block with no model.
      noteRefusedGeneration(c, { tool, model: '', code: failure.code });
      return { ok: false, response: failure.code === 'content_blocked' ? apiError(c, 400, 'content_blocked', failure.message) : apiError(c, 503, 'moderation_unavailable', failure.message) };
    },
    outputGuard: (c, tool, release, onFailure) => {
      const visitor = clientIp(c, trustProxyHops);
      return createOutputGuard({ everyChars: config.outputChars, release, onFailure, check: async (text) => judge(await moderate(config, text), 'output', tool, visitor) });
    },
    onBlocked: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Everything of a text tool's request that reaches the model: the request box, the fields' texts and the history. */
export function generateRequestTexts(request: { input: string; context?: string; fields: Readonly<Record<string, string | number>>; history: ReadonlyArray<{ content: string }> }): string[] {
  return [request.input, ...Object.values(request.fields).filter((v): v is string => typeof v === 'string'), ...request.history.map((m) => m.content)];
}

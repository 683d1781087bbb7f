import type { DatabaseHandle } from '../db/database.ts';
import type { Logger } from '../observability/logger.ts';
import { recordAudit } from './audit.ts';
import { loadToolSwitches, saveToolSwitch, TOOL_ON, type ToolSwitch } from './tool-switch-store.ts';

/**
 * How often each instance reads the switches again when several may share the database
 * (PostgreSQL): a change made on one instance is in force on all within this plus one query,
 * well inside the 5 seconds the console promises.
 */
export const TOOL_SWITCH_POLL_MS = 2_000;

/**
 * The longest a request waits for the first read of the switches (an embedded database opens on its
 * first query, which may take seconds): after it the request goes on with every tool on, and the
 * read completes in the background. Only the first requests after a start can meet this.
 */
export const FIRST_READ_WAIT_MS = 1_000;

/** What the alerting hook is told when an operator changes a tool's switch. */
export interface ToolSwitchedEvent {
  toolId: string;
  actor: string;
  before: ToolSwitch;
  after: ToolSwitch;
}

export interface ToolSwitchChange {
  disabled: boolean;
  reason: string;
  dailyCap: number;
}

export interface ToolSwitches {
  /** Whether switches can be changed (a database is configured). */
  available: boolean;
  /** One tool's state (loaded once, waiting at most FIRST_READ_WAIT_MS for it; kept fresh by the poll). */
  get: (toolId: string) => Promise<ToolSwitch>;
  /** Every stored switch (same wait). */
  all: () => Promise<ReadonlyMap<string, ToolSwitch>>;
  /** Stores a change, writes the audit row and tells the alerting hook; returns the new state. */
  set: (toolId: string, change: ToolSwitchChange, actor: string) => Promise<ToolSwitch>;
  /** Reads the switches again now. */
  refresh: () => Promise<void>;
  close: () => void;
}

export interface ToolSwitchOptions {
  database: DatabaseHandle | null;
  log: Pick<Logger, 'warn'>;
  /** Called after every change (the alerts send "a tool is switched off"); must not throw. */
  onToolSwitched?: (event: ToolSwitchedEvent) => void;
  pollMs?: number;
  firstReadWaitMs?: number;
}

/**
 * The switches of every tool, cached in memory. With PostgreSQL (several instances may share it)
 * every instance polls the table; the embedded database belongs to one process, whose own changes
 * update its cache at once. Without a database every tool is on and nothing can be switched.
 */
export function createToolSwitches({ database, log, onToolSwitched, pollMs = TOOL_SWITCH_POLL_MS, firstReadWaitMs = FIRST_READ_WAIT_MS }: ToolSwitchOptions): ToolSwitches {
  let cache = new Map<string, ToolSwitch>();
  let loaded: Promise<void> | null = null;
  const refresh = async () => {
    if (!database) return;
    cache = await loadToolSwitches(database.db);
  };
  // A failed first load is tried again by the next request rather than remembered.
  const ensureLoaded = () =>
    (loaded ??= refresh().catch((error: Error) => {
      loaded = null;
      log.warn({ err: error.message }, 'console: could not read the tool switches');
    }));
  let read = false;
  const loadedOrLate = async () => {
    if (read) return;
    let late: NodeJS.Timeout | undefined;
    await Promise.race([ensureLoaded().then(() => (read = loaded !== null)), new Promise<void>((resolve) => (late = setTimeout(resolve, firstReadWaitMs)))]);
    clearTimeout(late);
  };
  const timer = database?.kind === 'postgres' ? setInterval(() => void refresh().catch((error: Error) => log.warn({ err: error.message }, 'console: could not read the tool switches')), pollMs) : null;
  timer?.unref();
  if (timer) void ensureLoaded();
  return {
    available: database !== null,
    get: async (toolId) => (await loadedOrLate(), cache.get(toolId) ?? TOOL_ON),
    all: async () => (await loadedOrLate(), cache),
    set: async (toolId, change, actor) => {
      if (!database) throw new Error('tool switches need a database');
      await ensureLoaded();
      const before = cache.get(toolId) ?? TOOL_ON;
      await saveToolSwitch(database.db, toolId, change, actor);
      await refresh();
      const after = cache.get(toolId) ?? TOOL_ON;
      await recordAudit(database.db, { actor, action: 'tool.switch', target: toolId, before, after });
      try {
        onToolSwitched?.({ toolId, actor, before, after });
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'console: the tool-switch hook failed');
      }
      return after;
    },
    refresh,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}

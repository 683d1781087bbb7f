import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir made once per run; tests copy it instead of running initdb each time. */
    pgliteTemplateDir: string;
  }
}

// Vitest global setup. A fresh PGlite database costs an initdb (5–6 s idle, far more on a loaded
// 2-core machine); copying a migrated one and opening it costs about 1 s.
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.ready();
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

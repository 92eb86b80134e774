import os from 'node:os';
import path from 'node:path';

/** Where the e2e server listens and keeps its data (the config starts it; helpers reach its database). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.join(os.tmpdir(), `rta-e2e-data-${e2ePort}`);

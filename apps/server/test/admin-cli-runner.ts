import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '../../..');

export interface AdminAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** The owner's command line, spawned as `npm run admin` runs it, with only these settings (and PATH). */
export const runAdmin = async (env: NodeJS.ProcessEnv, args: string[], timeout = 60_000): Promise<AdminAnswer> => {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
        timeout,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as AdminAnswer;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.join(import.meta.dirname, '../src/server.ts');

export interface RunningServer {
  process: ChildProcess;
  url: string;
  /** Everything the process wrote so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Start the real server as `npm run serve` would, on a free port, and wait until it
 * listens (or exits, in which case `url` is empty).
 */
export const startServer = (env: NodeJS.ProcessEnv): Promise<RunningServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ process: child, url: match[1], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => resolve({ process: child, url: '', output: () => output, exited }));
  });
};

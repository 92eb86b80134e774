import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger at info level whose output a test reads: `lines`, one JSON line each, or all of it as `text()`. */
export const captureLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines, text: () => lines.join('\n') };
};

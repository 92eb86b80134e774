import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Turns an SVG document into a PNG, away from the event loop. */
export interface Rasteriser {
  png(svg: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * No text in our drawings, so no fonts: loading the machine's own (resvg's default) costs time
 * at every picture and would make a picture depend on the machine it was drawn on.
 */
const RESVG_OPTIONS = { font: { loadSystemFonts: false }, logLevel: 'off' } as const;

/**
 * The worker's whole code: resvg draws and encodes each SVG it is sent, one at a time. Written
 * here, not as a file of its own, so the bundled server (scripts/build-server.mjs) carries it; it
 * loads resvg by the absolute path the server resolved, which holds wherever the bundle runs.
 *
 * Each drawing's 3 MB of pixels (1200 x 630 RGBA) belong to resvg's JavaScript objects and are
 * freed only when the garbage collector finalises them; V8 is not told of that memory and sees a
 * heap of a few kilobytes, so it would not collect for hundreds of pictures (measured: the
 * process grew by 3.3 MB a picture, 2 GB after 620). So the worker collects after each picture
 * and answers on the next turn of its loop, after the finalisers have run (measured: flat, about
 * 115 MB for the process through 1,240 pictures). `gc` is exposed from inside: a worker accepts no
 * V8 flags of its own (ERR_WORKER_INVALID_EXEC_ARGV).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvg);
require('node:v8').setFlagsFromString('--expose-gc');
const gc = require('node:vm').runInNewContext('gc');
parentPort.on('message', ({ id, svg }) => {
  let reply;
  try {
    reply = { id, png: new Resvg(svg, workerData.options).render().asPng() };
  } catch (error) {
    reply = { id, error: String(error) };
  }
  gc();
  setImmediate(() => parentPort.postMessage(reply));
});
`;

type Reply = { id: number; png: Uint8Array } | { id: number; error: string };

/**
 * resvg (@resvg/resvg-js) in one worker thread, started at the first picture. Measured on the
 * seeded SKUs: drawing a 1200 x 630 picture takes 15 ms and encoding it as PNG another 20 ms, all
 * of it synchronous in resvg's binding (even its renderAsync encodes on the calling thread), so
 * on the event loop it would hold up every other request for that long. One thread, so pictures
 * are drawn one at a time and at most one core is busy with them.
 */
export const createRasteriser = (): Rasteriser => {
  const resvg = createRequire(import.meta.url).resolve('@resvg/resvg-js');
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(WORKER_SOURCE, { eval: true, workerData: { resvg, options: RESVG_OPTIONS } });
    thread.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) thread.unref();
      if ('error' in reply) waiting?.reject(new Error(`resvg could not draw the picture: ${reply.error}`));
      else waiting?.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`The picture worker stopped (exit code ${code}).`));
    });
    worker = thread;
    return thread;
  };

  return {
    png: (svg) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const thread = started();
        // Held while it draws; idle, it never keeps the process alive.
        thread.ref();
        thread.postMessage({ id, svg });
      }),
    close: async () => {
      const thread = worker;
      failAll(new Error('The server is closing: no more pictures.'));
      if (thread) await thread.terminate();
    },
  };
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_CART, signIn } from './accounts.ts';
import { startDbBaseline, startStore, type Running } from './processes.ts';

/**
 * Where a signed-in call's time goes (`npm run bench -- api:profile`): the store runs under
 * `node --cpu-prof`, one endpoint at a time (GET /api/user, then cart save), 50 connections for
 * BENCH_SECONDS (default 10) after a 3 s warm-up. Only the samples of the measured window count;
 * each bucket's self and inclusive time is printed in µs per request. The store's own modules are
 * told apart by the `// apps/...` and `// packages/...` comments esbuild writes into the bundle.
 * `BENCH_PROFILE=user,cart` leaves the baselines out; `BENCH_CHECKOUT=/tmp/before` profiles
 * another checkout's store; `BENCH_KEEP_PROFILE=1` keeps the .cpuprofile files.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The source module of each line of the bundle, from esbuild's `// path` comments. */
const bundleModules = (file: string): ((line: number) => string) => {
  const starts: { line: number; module: string }[] = [];
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const match = /^\/\/ (?:\.\.\/)?((?:apps|packages)\/\S+)$/.exec(text);
      if (match?.[1]) starts.push({ line, module: match[1] });
    });
  return (line) => {
    let found = 'bundle';
    for (const start of starts) {
      if (start.line > line) break;
      found = start.module;
    }
    return found;
  };
};

/** The bucket a frame's time is counted in. */
const bucketOf = (frame: ProfileNode['callFrame'], moduleAt: (line: number) => string): string => {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(idle)' || functionName === '(program)') return functionName;
    return `native: ${functionName || '(anonymous)'}`;
  }
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch?.[1]) return `npm: ${packageMatch[1]}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  if (url.includes('/dist/server.js')) return `store: ${moduleAt(frame.lineNumber)}`;
  return url;
};

const summarise = (profile: Profile, windowUs: number, requests: number, moduleAt: (line: number) => string) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Sample times, from the start; only the last `windowUs` before the load ended count.
  const times: number[] = [];
  let t = 0;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const end = t;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const fns = new Map<string, number>();
  const fnsInclusive = new Map<string, number>();
  const charged = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const at = times[index] ?? 0;
    if (at < end - windowUs) return;
    const next = (times[index + 1] ?? at) - at;
    const node = byId.get(id);
    if (!node) return;
    const bucket = bucketOf(node.callFrame, moduleAt);
    if (bucket === '(idle)') return;
    busy += next;
    self.set(bucket, (self.get(bucket) ?? 0) + next);
    const fn = `${node.callFrame.functionName || '(anonymous)'} [${bucket}]`;
    fns.set(fn, (fns.get(fn) ?? 0) + next);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (frame) seen.add(bucketOf(frame.callFrame, moduleAt));
    }
    for (const b of seen) inclusive.set(b, (inclusive.get(b) ?? 0) + next);
    const fnsSeen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (frame)
        fnsSeen.add(`${frame.callFrame.functionName || '(anonymous)'} [${bucketOf(frame.callFrame, moduleAt)}]`);
    }
    for (const f of fnsSeen) fnsInclusive.set(f, (fnsInclusive.get(f) ?? 0) + next);
    // Charged to the innermost npm package or store module on the stack (node's own code and
    // native calls count for whoever called them); socket writes are told apart.
    let owner = 'node:http and the event loop (no package on the stack)';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      const b = frame ? bucketOf(frame.callFrame, moduleAt) : '';
      if (b.startsWith('npm:') || b.startsWith('store:') || b.startsWith('file:')) {
        owner = b;
        break;
      }
    }
    if (bucket === 'garbage collection' || bucket === '(program)') owner = bucket;
    else if (node.callFrame.functionName === 'writev' || node.callFrame.functionName === 'writeUtf8String')
      owner += ' (socket write)';
    charged.set(owner, (charged.get(owner) ?? 0) + next);
  });
  const per = (us: number) => (us / requests).toFixed(1).padStart(7);
  console.log(`  busy ${per(busy)} µs/request over ${requests} requests`);
  console.log('  charged to the innermost package or store module on the stack (µs/req):');
  for (const [owner, us] of [...charged].sort((a, b) => b[1] - a[1])) {
    if (us / requests >= 0.5) console.log(`  ${per(us)}  ${owner}`);
  }
  console.log('  self µs/req  inclusive µs/req  bucket');
  for (const [bucket, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${per(us)}      ${per(inclusive.get(bucket) ?? 0)}          ${bucket}`);
  }
  console.log('  top functions by self time (µs/req):');
  for (const [fn, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${per(us)}  ${fn}`);
  console.log('  top functions by inclusive time (µs/req):');
  for (const [fn, us] of [...fnsInclusive].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${per(us)}  ${fn}`);
  console.log('  inclusive only (µs/req):');
  for (const [bucket, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    if (!self.has(bucket) || (self.get(bucket) ?? 0) < us / 2) console.log(`  ${per(us)}  ${bucket}`);
  }
};

/** Load one profiled process (warm-up, then the measured window), stop it and summarise its profile. */
const profileOne = async (
  label: string,
  dir: string,
  target: Running,
  options: autocannon.Options,
  moduleAt: (line: number) => string,
): Promise<void> => {
  try {
    await autocannon({ ...options, connections: CONNECTIONS, duration: 3 });
    const started = process.hrtime.bigint();
    const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
    const windowUs = Number(process.hrtime.bigint() - started) / 1000;
    const stopping = process.hrtime.bigint();
    await target.stop();
    const tailUs = Number(process.hrtime.bigint() - stopping) / 1000;
    const [file] = fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('no profile written');
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    // The profile ends when the process exits: drop its shutdown, keep the load window.
    const sumAll = profile.timeDeltas.reduce((a, b) => a + b, 0);
    let kept = 0;
    let last = profile.timeDeltas.length;
    for (let index = 0; index < profile.timeDeltas.length; index++) {
      kept += profile.timeDeltas[index] ?? 0;
      if (kept > sumAll - tailUs) {
        last = index;
        break;
      }
    }
    profile.samples = profile.samples.slice(0, last);
    profile.timeDeltas = profile.timeDeltas.slice(0, last);
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
    );
    summarise(profile, windowUs, result.requests.total, moduleAt);
    if (process.env.BENCH_KEEP_PROFILE) console.log(`  profile kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    await target.stop().catch(() => {});
    throw error;
  }
};

const profileDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rta-profile-'));
const cpuProf = (dir: string) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];

export const runSignedInProfile = async (): Promise<void> => {
  console.log(`api (signed in, profiled): ${CONNECTIONS} connections, ${DURATION_S} s each, node --cpu-prof`);
  const cartBody = JSON.stringify(BENCH_CART);
  const put = (url: string, headers: Record<string, string>): autocannon.Options => ({
    url,
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: cartBody,
  });
  const noModules = () => 'bench';
  const only = process.env.BENCH_PROFILE ?? 'baselines,user,cart';
  // The baselines, each in its own profiled process, on a store's database.
  if (only.includes('baselines')) {
    const store = await startStore();
    try {
      const shopper = await signIn(store.url);
      let dir = profileDir();
      const user = await startDbBaseline('user', store.databaseUrl, '', cpuProf(dir));
      await profileOne(
        'baseline node:http + one select',
        dir,
        user,
        { url: user.url, headers: shopper.headers },
        noModules,
      );
      dir = profileDir();
      const cart = await startDbBaseline('cart', store.databaseUrl, shopper.userId, cpuProf(dir));
      await profileOne('baseline node:http + one upsert', dir, cart, put(cart.url, shopper.headers), noModules);
    } finally {
      await store.stop();
    }
  }
  // BENCH_CHECKOUT: another checkout of the store (its node_modules installed) to profile instead.
  const checkout = process.env.BENCH_CHECKOUT ? path.resolve(process.env.BENCH_CHECKOUT) : undefined;
  const bundle = path.join(checkout ?? path.join(import.meta.dirname, '..'), 'apps/server/dist/server.js');
  if (only.includes('user')) {
    const dir = profileDir();
    const store = await startStore({}, cpuProf(dir), checkout);
    const shopper = await signIn(store.url);
    await profileOne(
      'GET /api/user',
      dir,
      store,
      { url: `${store.url}/api/user`, headers: shopper.headers },
      bundleModules(bundle),
    );
  }
  if (only.includes('cart')) {
    const dir = profileDir();
    const store = await startStore({}, cpuProf(dir), checkout);
    const shopper = await signIn(store.url);
    await profileOne(
      'PUT /api/cart (2 lines)',
      dir,
      store,
      put(`${store.url}/api/cart`, shopper.headers),
      bundleModules(bundle),
    );
  }
};

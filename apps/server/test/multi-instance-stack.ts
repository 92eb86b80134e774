import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Pieces of the two-instance setup (docs/operations.md): Debian's nginx on a private prefix
 * directory, round-robin over the server instances. Used by multi-instance.test.ts and by
 * `npm run multi-instance` (scripts/multi-instance.mjs).
 */

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
export const findNginx = (): string | undefined => {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
};

export const NGINX_INSTALL_HINT = "install Debian's nginx: sudo apt-get install -y nginx";

/**
 * nginx, installing Debian's package when it is missing and we are root (as scripts/test.sh
 * does for Chromium). Returns the binary, or why there is none.
 */
export const ensureNginx = (log: (line: string) => void): { binary: string } | { missing: string } => {
  const found = findNginx();
  if (found) return { binary: found };
  if (process.getuid?.() !== 0) return { missing: `nginx is not installed; ${NGINX_INSTALL_HINT}` };
  log("Installing Debian's nginx for the multi-instance test...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env, encoding: 'utf8' });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, encoding: 'utf8' });
    result = install();
  }
  const installed = findNginx();
  if (!installed) throw new Error(`apt-get install nginx failed:\n${result.stdout}\n${result.stderr}`);
  return { binary: installed };
};

export interface NginxOptions {
  /** A directory nginx may own: config, pid file and temp files go there. */
  prefix: string;
  /** host:port nginx listens on. */
  listen: string;
  /** host:port of each server instance. */
  upstreams: string[];
  /** Adds X-Upstream (which instance answered) to every answer: for tests and demos, not production. */
  exposeUpstream?: boolean;
}

/**
 * A complete nginx.conf for a foreground nginx on its own prefix. The upstream and server
 * blocks are the ones docs/operations.md shows for production.
 */
export const nginxConfig = ({ prefix, listen, upstreams, exposeUpstream = false }: NginxOptions): string => {
  const temp = (name: string) => path.join(prefix, name);
  // As root, nginx's workers would switch to 'nobody' and could not write to our private prefix.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }

http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  upstream rta_store {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen ${listen};
    server_tokens off;
    client_max_body_size 1m;

    location / {
      proxy_pass http://rta_store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The client's own address, replacing any X-Forwarded-For it sent (nginx is the edge).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
${exposeUpstream ? '      add_header X-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`;
};

/** Resolves once something accepts connections on host:port (nginx prints nothing when ready). */
const waitForPort = async (host: string, port: number, exited: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (exited() || Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
};

export interface RunningNginx {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Writes the config into the prefix, checks it with `nginx -t`, starts nginx in the foreground. */
export const startNginx = async (binary: string, options: NginxOptions): Promise<RunningNginx> => {
  fs.mkdirSync(options.prefix, { recursive: true });
  const configFile = path.join(options.prefix, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(options));
  const args = ['-p', options.prefix, '-c', configFile, '-e', 'stderr'];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${configFile}:\n${check.stderr}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [host = '127.0.0.1', port = ''] = options.listen.split(/:(?=\d+$)/);
  try {
    await waitForPort(host, Number(port), () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url: `http://${options.listen}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: graceful; nginx's master waits for its workers and removes its pid file.
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
};

/** A port nobody listens on right now (for nginx, which cannot be asked to pick one). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

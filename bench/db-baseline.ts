import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

/**
 * The database limit of a signed-in call: node:http and one prepared statement through
 * node-postgres, with the pool settings of apps/server/src/db/pool.ts, and nothing else (no
 * routing, validation, hooks or pricing). Run as its own process by processes.ts's
 * startDbBaseline, on the store's own database:
 *
 * - `user`: GET /api/user's one select, the session of the bearer token with its user and
 *   roles (what the server's session_resolve statement reads), answered as JSON;
 * - `cart`: cart save's one upsert of the binder JSON into carts for the given user, the
 *   body sent back as the answer.
 */
const mode = process.env.BASELINE_MODE;
const userId = process.env.BASELINE_USER_ID ?? '';
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: 10_000,
});

const SESSION_USER = {
  name: 'baseline_session_user',
  text: `select s.token_hash, s.fingerprint, s.expires_at, s.last_seen_at, s.grace_until, s.revoked_at,
                u.id, u.email, u.first_name, u.last_name, u.enabled, u.roles_version,
                coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1`,
};

const CART_UPSERT = {
  name: 'baseline_cart_upsert',
  text: `insert into carts (user_id, items, labels, pre_assembly, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (user_id) do update set items = excluded.items, labels = excluded.labels,
                                             pre_assembly = excluded.pre_assembly, updated_at = excluded.updated_at`,
};

const fail = (response: http.ServerResponse, error: unknown) => {
  response.statusCode = 500;
  response.end(JSON.stringify({ message: String(error) }));
};

const user = async (request: http.IncomingMessage, response: http.ServerResponse) => {
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query({ ...SESSION_USER, values: [hash] });
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) {
    response.statusCode = 401;
    response.end('{"message":"unknown token"}');
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      user: {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        enabled: row.enabled,
        roles: row.roles,
        rolesVersion: row.roles_version,
      },
    }),
  );
};

const cart = async (request: http.IncomingMessage, response: http.ServerResponse) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const saved = JSON.parse(body.toString('utf8')) as { items: unknown[]; labels: unknown[]; preAssembly: boolean };
  await pool.query({
    ...CART_UPSERT,
    values: [userId, JSON.stringify(saved.items), JSON.stringify(saved.labels), saved.preAssembly, new Date()],
  });
  response.setHeader('content-type', 'application/json');
  response.end(body);
};

// Exit on SIGTERM rather than die of it, so that `node --cpu-prof` writes its profile.
process.on('SIGTERM', () => process.exit(0));

const handler = mode === 'user' ? user : mode === 'cart' ? cart : undefined;
if (!handler) throw new Error(`BASELINE_MODE must be user or cart, not ${mode}`);

http
  .createServer((request, response) => {
    handler(request, response).catch((error: unknown) => fail(response, error));
  })
  .listen(0, '127.0.0.1', function (this: http.Server) {
    const address = this.address();
    console.log(`listening at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API (Stripe itself cannot be reached from here). The store
 * talks to it through the official SDK's host/port/protocol options (STRIPE_API_BASE). It
 * answers POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id the way Stripe does,
 * records every request, and can serve a fake hosted checkout page that "pays": it sends
 * the signed webhook (signed with the SDK's own test-header helper) and redirects back.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  body: Record<string, unknown>;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  created: number;
}

interface LineItem {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string; description?: string } };
}

/** Decodes Stripe's form encoding (a[b][0][c]=1) into nested objects and arrays. */
export const decodeForm = (text: string): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
};

/** The event Stripe sends when a Checkout Session completes. */
export const sessionEvent = (session: StandInSession, type = 'checkout.session.completed') => ({
  id: `evt_${crypto.randomBytes(12).toString('hex')}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object: session },
});

const signer = new Stripe('sk_test_signing_only');

/** A Stripe-Signature header for this exact payload, from the SDK's own test helper. */
export const signatureFor = (payload: string, secret: string, timestamp?: number): string =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

export interface StripeStandIn {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  /** The next session creation fails with this status and a Stripe error body. */
  failNextCreate: (status: number, message: string) => void;
  /** Marks the session paid and sends the signed checkout.session.completed webhook; resolves with the store's answer. */
  pay: (sessionId: string) => Promise<{ status: number; body: string }>;
  close: () => Promise<void>;
}

export interface StandInOptions {
  /** Where pay() and the fake checkout page deliver the webhook. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The API key the store must send (401 otherwise, as Stripe answers). */
  apiKey?: string;
  /** A fixed port (the browser test needs to know the origin up front); any free one otherwise. */
  port?: number;
}

const stripeError = (res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message } }));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const startStripeStandIn = async (options: StandInOptions = {}): Promise<StripeStandIn> => {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  let failure: { status: number; message: string } | undefined;
  let base = '';

  const deliver = async (session: StandInSession): Promise<{ status: number; body: string }> => {
    if (!options.webhookUrl || !options.webhookSecret) throw new Error('the stand-in has no webhook to deliver to');
    const payload = JSON.stringify(sessionEvent(session), null, 2);
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signatureFor(payload, options.webhookSecret),
      },
      body: payload,
    });
    return { status: response.status, body: await response.text() };
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    return deliver(session);
  };

  const createSession = (body: Record<string, unknown>): StandInSession => {
    const lines = (body.line_items as LineItem[] | undefined) ?? [];
    const amount = lines.reduce(
      (sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
      0,
    );
    const id = `cs_test_${crypto.randomBytes(16).toString('hex')}`;
    return {
      id,
      object: 'checkout.session',
      mode: String(body.mode),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: lines[0]?.price_data?.currency ?? 'usd',
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      url: `${base}/pay/${id}`,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
  };

  const checkoutPage = (session: StandInSession) => {
    const { client_reference_id: order, amount_total: amount } = session;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in Stripe Checkout</title></head><body>
<main><h1>Stand-in Stripe Checkout</h1><p>Order ${escapeHtml(order ?? '')}: <strong id="amount">${(amount / 100).toFixed(2)} USD</strong></p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Back to the store</a></p></main></body></html>`;
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', base);
        const body = decodeForm(raw);
        if (url.pathname.startsWith('/v1/'))
          requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });

        // The fake hosted checkout page (the browser test's "Stripe").
        const pageMatch = /^\/pay\/(cs_test_[a-f0-9]+)$/.exec(url.pathname);
        if (pageMatch?.[1]) {
          const session = sessions.get(pageMatch[1]);
          if (!session) return void res.writeHead(404).end('No such session');
          if (req.method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return void res.end(checkoutPage(session));
          }
          const answer = await pay(session.id);
          if (answer.status !== 200)
            return void res.writeHead(500).end(`the store refused the webhook: ${answer.status} ${answer.body}`);
          res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
          return void res.end();
        }

        // The hosted page's origin has no icon; an empty answer keeps the browser's console clean.
        if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
        if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
          return stripeError(res, 401, 'Invalid API Key provided', 'invalid_request_error');
        }
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          if (failure) {
            const { status, message } = failure;
            failure = undefined;
            return stripeError(res, status, message, status >= 500 ? 'api_error' : 'invalid_request_error');
          }
          const key = req.headers['idempotency-key'];
          const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
          const session = (earlier && sessions.get(earlier)) || createSession(body);
          sessions.set(session.id, session);
          if (typeof key === 'string') byIdempotencyKey.set(key, session.id);
          res.writeHead(200, {
            'content-type': 'application/json',
            'request-id': `req_${crypto.randomBytes(6).toString('hex')}`,
          });
          return void res.end(JSON.stringify(session));
        }
        const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'GET' && retrieve?.[1]) {
          const session = sessions.get(decodeURIComponent(retrieve[1]));
          if (!session) return stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`);
          res.writeHead(200, { 'content-type': 'application/json' });
          return void res.end(JSON.stringify(session));
        }
        return stripeError(res, 404, `Unrecognized request URL (${req.method} ${url.pathname}).`);
      })().catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    sessions,
    failNextCreate: (status, message) => {
      failure = { status, message };
    },
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

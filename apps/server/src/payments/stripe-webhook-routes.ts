import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import { errorSchema } from '../lib/errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { createStripeClient } from './stripe-checkout.ts';
import { createStripeWebhookHandler, WEBHOOK_OUTCOMES } from './stripe-webhook.ts';

export const STRIPE_WEBHOOK_MESSAGES = {
  notConfigured:
    'Card payments are not configured on this store (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set).',
  missingSignature: 'Missing Stripe-Signature header: only Stripe can send this webhook.',
  badSignature: (reason: string) => `Invalid Stripe-Signature: ${reason}`,
  notJson: 'The webhook body is not a JSON Stripe event.',
} as const;

/** Stripe's events are small; this leaves room without accepting anything large. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The SDK's verification message, up to its first sentence (the rest is advice for developers). */
const firstSentence = (message: string): string => message.split(/(?<=[.?!])\s/)[0]?.trim() ?? message;

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events. The signature covers the exact
 * bytes sent, so this plugin (encapsulated: nothing else is affected) keeps the body raw.
 */
export const stripeWebhookRoutes: RoutesPlugin = async (app) => {
  const stripeConfig = app.config.stripe;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : undefined;
  const handle = createStripeWebhookHandler({
    db: app.db,
    clock: app.clock,
    config: app.config,
    deliverMail: (id) => app.mailer.deliverSoon(id, 'payment mail'),
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (signed): checkout.session.completed and checkout.session.async_payment_succeeded mark the order paid, once',
        response: {
          200: v.object({ received: v.literal(true), outcome: v.picklist(WEBHOOK_OUTCOMES) }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!stripe || !stripeConfig)
        throw new HttpError(404, STRIPE_WEBHOOK_MESSAGES.notConfigured, 'STRIPE_NOT_CONFIGURED');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature.trim() === '')
        throw new HttpError(400, STRIPE_WEBHOOK_MESSAGES.missingSignature, 'STRIPE_SIGNATURE');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        // The SDK's default tolerance (5 minutes) against the app's clock, in milliseconds.
        event = stripe.webhooks.constructEvent(
          body,
          signature,
          stripeConfig.webhookSecret,
          undefined,
          undefined,
          app.clock.now().getTime(),
        );
      } catch (error) {
        if (error instanceof SyntaxError) throw new HttpError(400, STRIPE_WEBHOOK_MESSAGES.notJson, 'STRIPE_EVENT');
        const reason = error instanceof Error ? firstSentence(error.message) : 'the signature could not be verified.';
        throw new HttpError(400, STRIPE_WEBHOOK_MESSAGES.badSignature(reason), 'STRIPE_SIGNATURE');
      }
      if (typeof event !== 'object' || event === null || typeof event.type !== 'string')
        throw new HttpError(400, STRIPE_WEBHOOK_MESSAGES.notJson, 'STRIPE_EVENT');
      const outcome = await handle(event);
      const level =
        outcome === 'unknown_session' || outcome === 'not_payable' || outcome === 'amount_mismatch' ? 'warn' : 'info';
      request.log[level]({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook');
      // 200 for every verified event, acted on or not: a retry would never turn out differently.
      return reply.send({ received: true as const, outcome });
    },
  );
};

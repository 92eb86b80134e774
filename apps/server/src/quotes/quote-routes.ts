import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  clientCopyQuerySchema,
  clientCopySchema,
  createQuoteSchema,
  quoteEmailedSchema,
  quoteBinderSchema,
  quotePdfQuerySchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteSchema,
} from '@rta/domain/api/quotes';
import { QUOTE_MESSAGES } from '@rta/domain/quotes/rules';
import { AUTH_ERROR_CODES } from '@rta/domain/accounts/messages';
import { errorSchema } from '../lib/errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { signedInUser } from '../plugins/auth.ts';
import { createQuoteService } from './quote-service.ts';

/** A quote is made of at most a full binder (500 lines), like PUT /api/cart. */
const QUOTE_BODY_LIMIT = 1024 * 1024;
const noStore = { 'cache-control': 'no-store' };
/** Any string: an id that is no uuid is answered 'Quote not found' like any other unknown id. */
const params = v.object({ id: v.string() });
const HOUR_MS = 60 * 60_000;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Quotes (issue 23, decision 0162). Every route needs a signed-in user and works only on that
 * user's quotes: another user's quote is 'Quote not found'. The server prices; the client
 * sends only what it chose (the saved binder) or a project's id.
 */
export const quoteRoutes: RoutesPlugin = async (app) => {
  const service = createQuoteService(app.db, app.clock, app.config);

  app.post(
    '/quotes',
    {
      preHandler: app.authenticate,
      bodyLimit: QUOTE_BODY_LIMIT,
      schema: {
        tags: ['quotes'],
        summary: 'Make a quote of the binder (cart) or of one of the user’s projects (projectId); the server prices it',
        body: createQuoteSchema,
        response: { 201: quoteSchema, ...errors, 429: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await service.create(signedInUser(request), request.body)),
  );

  app.get(
    '/quotes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['quotes'],
        summary: 'The user’s quotes, newest first, a page at a time (page, pageSize up to 100), with their total',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.list(signedInUser(request), request.query)),
  );

  app.get(
    '/quotes/:id/binder',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['quotes'],
        summary: 'The quote’s rooms (labels, items, plans) as a binder priced today, to order from the quote',
        params,
        response: { 200: quoteBinderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.headers(noStore).send(await service.binder(user, await service.load(user, request.params.id)));
    },
  );

  app.get(
    '/quotes/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['quotes'],
        summary: 'One of the user’s quotes',
        params,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(service.view(await service.load(signedInUser(request), request.params.id))),
  );

  app.get(
    '/quotes/:id/client-copy',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['quotes'],
        summary: 'An approved contractor’s client copy: the prices marked up, their company name, no discount or cost',
        params,
        querystring: clientCopyQuerySchema,
        response: { 200: clientCopySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const quote = await service.load(user, request.params.id);
      return reply.headers(noStore).send(await service.clientCopy(user, quote, request.query.markupPercent));
    },
  );

  app.get(
    '/quotes/:id/pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['quotes'],
        summary: 'The quote as a PDF; with markupPercent, an approved contractor’s client copy',
        params,
        querystring: quotePdfQuerySchema,
        // The answer is the PDF itself (application/pdf); errors are { message, code } as everywhere.
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const quote = await service.load(user, request.params.id);
      const pdf = await service.pdf(user, quote, request.query.markupPercent);
      return reply
        .headers({
          ...noStore,
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${pdf.filename}"`,
        })
        .send(pdf.content);
    },
  );

  app.post(
    '/quotes/:id/email',
    {
      // Each one costs the store a mail with a PDF: limited like the contact form.
      config: {
        rateLimit: {
          max: app.config.support.maxPerHour,
          timeWindow: HOUR_MS,
          errorResponseBuilder: () => new HttpError(429, QUOTE_MESSAGES.tooMany, AUTH_ERROR_CODES.rateLimited),
        },
      },
      preHandler: app.authenticate,
      schema: {
        tags: ['quotes'],
        summary: 'Mail the quote’s PDF to the signed-in user (through the outbox); with markupPercent, the client copy',
        params,
        querystring: quotePdfQuerySchema,
        response: { 202: quoteEmailedSchema, ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const quote = await service.load(user, request.params.id);
      const pdf = await service.pdf(user, quote, request.query.markupPercent);
      await app.mailer.send({
        to: user.email,
        subject: `Your quote ${quote.row.number} from ${app.config.storeName}`,
        text: [
          `Hello ${quote.row.customerName},`,
          '',
          `Your quote ${quote.row.number} is attached as a PDF. Its prices hold until ${quote.row.validUntil.toISOString().slice(0, 10)}.`,
          `See it online: ${app.config.publicUrl}/quotes/${quote.row.id}`,
          '',
          app.config.storeName,
          app.config.showroom.phone,
        ].join('\n'),
        attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }],
      });
      return reply.code(202).headers(noStore).send({ message: QUOTE_MESSAGES.emailed });
    },
  );
};

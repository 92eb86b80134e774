import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../plugins/validation.ts';
import {
  CATEGORIES,
  DEFAULT_GROUP,
  cabinetGroupsResponseSchema,
  catalogueResponseSchema,
  paintColorsResponseSchema,
  type Category,
} from '@rta/domain/catalogue/catalogue';
import {
  CABINET_PAGE_MESSAGES,
  cabinetPageParamsSchema,
  cabinetPageResponseSchema,
} from '@rta/domain/api/cabinet-page';
import { errorSchema } from '../lib/errors.ts';
import { sendSharedJson } from '../lib/send-json.ts';
import { createCatalogueReads } from './catalogue-reads.ts';
import type { CatalogueAnswer } from './catalogue-answers.ts';

const findCategory = (value: string): Category | undefined =>
  CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase());

/**
 * The public catalogue. Its answers are the same for everyone: read once per catalogue
 * version and held, and repeated in front of the router, until staff change the catalogue
 * (catalogue-answers.ts). Cart and checkout prices never read them.
 */
export const catalogueRoutes: RoutesPlugin = async (app) => {
  const answers = app.catalogueAnswers;
  const reads = createCatalogueReads(app);
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CatalogueAnswer<unknown>) => {
    answers.hold(request.url, answer);
    return sendSharedJson(request, reply, answer.body);
  };

  app.get(
    '/cabinet-groups',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The style groups (door styles)',
        response: { 200: cabinetGroupsResponseSchema },
      },
    },
    async (request, reply) => send(request, reply, await reads.groups()),
  );

  app.get(
    '/cabinets/:category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The cabinets of one category in one style group',
        params: v.object({ category: v.pipe(v.string(), v.maxLength(40)) }),
        querystring: v.object({ group: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))) }),
        response: { 200: catalogueResponseSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const category = findCategory(request.params.category);
      if (!category) {
        return reply.code(404).send({
          message: `Unknown category '${request.params.category}'. Choose one of ${CATEGORIES.join(', ')}.`,
        });
      }
      const group = request.query.group || DEFAULT_GROUP;
      // Looked up in the held groups: an unknown group costs no query, and only real groups are ever held.
      if (!(await reads.groups()).data.some((known) => known.name === group)) {
        return reply.code(404).send({ message: `Unknown style group '${group}'.` });
      }
      return send(request, reply, await reads.cabinets(group, category));
    },
  );

  app.get(
    '/cabinet-pages/:style/:sku',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A visible cabinet for its own page, by its path's slugs, with its other widths and door styles",
        params: cabinetPageParamsSchema,
        response: { 200: cabinetPageResponseSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { style, sku } = request.params;
      const found = await app.visibleCatalogue.find(style, sku);
      // Not held: only a visible cabinet's answer is, so the held answers stay as many as the SKUs.
      if (!found) return reply.code(404).send({ message: CABINET_PAGE_MESSAGES.notFound });
      return send(request, reply, await reads.cabinetPage(found));
    },
  );

  app.get(
    '/colors',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The paint colours (Sherwin-Williams and in-house RTA- colours)',
        response: { 200: paintColorsResponseSchema },
      },
    },
    async (request, reply) => send(request, reply, await reads.colors()),
  );
};

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
} from '@rta/domain/catalogue';
import { errorSchema } from '../lib/errors.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { JSON_TYPE, sendSharedJson, toSharedJson, type SharedBody } from '../lib/send-json.ts';

/**
 * Catalogue answers are the same for everyone and change only when staff edit prices,
 * so each (group, category) is kept serialized and compressed for a few seconds: fast. A
 * staff edit clears every instance's copy through PostgreSQL LISTEN/NOTIFY; CACHE_SECONDS
 * bounds staleness if a notification is ever missed. Cart and checkout prices never read
 * this cache.
 */
const CACHE_SECONDS = 5;

const findCategory = (value: string): Category | undefined =>
  CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase());

export const catalogueRoutes: RoutesPlugin = async (app) => {
  const repository = createCatalogueRepository(app.db);
  const cache = createTtlCache<SharedBody>(CACHE_SECONDS * 1000);
  /** null: no such group (remembered too, so unknown groups cost no query either). */
  const cabinetsCache = createTtlCache<SharedBody | null>(CACHE_SECONDS * 1000);
  // A staff edit on any instance clears this one's answers at once (catalogue-changes.ts).
  const unsubscribe = app.catalogueChanges.subscribe(() => {
    cache.clear();
    cabinetsCache.clear();
    app.publicAnswers.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
  // Every answer here is the same for every client: repeated in front of the router for a moment.
  const sendPublic = (request: FastifyRequest, reply: FastifyReply, body: SharedBody) => {
    app.publicAnswers.keep(request.url, body, JSON_TYPE);
    return sendSharedJson(request, reply, body);
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
    async (request, reply) => {
      const body = await cache.get('groups', async () => toSharedJson({ data: await repository.listGroups() }));
      return sendPublic(request, reply, body);
    },
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
      const requestedGroup = request.query.group || DEFAULT_GROUP;
      const body = await cabinetsCache.get(`${requestedGroup}:${category}`, async () => {
        const group = await repository.findGroup(requestedGroup);
        return group ? toSharedJson({ data: await repository.listCabinets(group, category) }) : null;
      });
      if (!body) return reply.code(404).send({ message: `Unknown style group '${requestedGroup}'.` });
      return sendPublic(request, reply, body);
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
    async (request, reply) => {
      const body = await cache.get('colors', async () => toSharedJson({ data: await repository.listColors() }));
      return sendPublic(request, reply, body);
    },
  );
};

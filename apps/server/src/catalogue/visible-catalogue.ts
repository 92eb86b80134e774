import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { findCabinet } from '@rta/domain/catalogue/cabinet-paths';
import { CATALOGUE_ANSWER_MAX_AGE_MS } from './catalogue-answers.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';

/** Every visible cabinet of every door style, as the cabinet pages, their 404s and the sitemap read it. */
export interface VisibleCatalogue {
  /** The visible rows, read once per catalogue version (and at most CATALOGUE_ANSWER_MAX_AGE_MS old). */
  rows(): Promise<CatalogueRow[]>;
  /** The visible cabinet a page's slugs name, if any. */
  find(style: string, sku: string): Promise<CatalogueRow | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    visibleCatalogue: VisibleCatalogue;
  }
}

/**
 * Held as the catalogue's answers are (catalogue-answers.ts): forgotten at every change
 * notification of any instance (and at this instance's own change at once, catalogueChanges.announce),
 * and read again after the answers' maximum age, so a staff hide takes the cabinet's page, its
 * place in the sitemap and its API answer away at once. Not compressed: nothing sends it as it is.
 */
export const visibleCatalogue = fp(
  async (app) => {
    const repository = createCatalogueRepository(app.db);
    const now = () => app.clock.now().getTime();
    let held: { readAt: number; rows: Promise<CatalogueRow[]> } | undefined;
    app.catalogueChanges.subscribe(() => {
      held = undefined;
    });

    const rows = (): Promise<CatalogueRow[]> => {
      if (held && now() - held.readAt < CATALOGUE_ANSWER_MAX_AGE_MS) return held.rows;
      const entry = { readAt: now(), rows: repository.listVisibleCabinets() };
      held = entry;
      // A failed read is not held: the next request reads again.
      entry.rows.catch(() => {
        if (held === entry) held = undefined;
      });
      return entry.rows;
    };

    app.decorate('visibleCatalogue', {
      rows,
      find: async (style, sku) => findCabinet(await rows(), style, sku),
    } satisfies VisibleCatalogue);
  },
  { name: 'visible-catalogue', dependencies: ['catalogue-changes'] },
);

/**
 * The visible rows for a crawler's request (the sitemap, a link preview's picture), or, should they
 * not be read (the database away), undefined with a 503 and Retry-After sent: a crawler told so
 * comes back later, rather than dropping what it knew.
 */
export const visibleRowsFor = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
): Promise<CatalogueRow[] | undefined> => {
  const rows = await app.visibleCatalogue.rows().catch((error: unknown) => {
    request.log.warn({ err: error }, `${what}: the visible catalogue could not be read`);
    return undefined;
  });
  if (!rows)
    await reply
      .code(503)
      .header('retry-after', '60')
      .type('text/plain; charset=utf-8')
      .send(`The ${what} is not available right now.`);
  return rows;
};

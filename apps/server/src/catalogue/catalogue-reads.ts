import type { FastifyInstance } from 'fastify';
import type { CabinetGroup, Category, CatalogueRow, PaintColor } from '@rta/domain/catalogue/catalogue';
import { relatedCabinets } from '@rta/domain/catalogue/cabinet-paths';
import type { CabinetPageData } from '@rta/domain/api/cabinet-page';
import { createCatalogueRepository } from './catalogue-repository.ts';
import type { CatalogueAnswer } from './catalogue-answers.ts';

/**
 * The catalogue's public answers, each read once per catalogue version and held
 * (catalogue-answers.ts): what the API sends (catalogue-routes.ts) and what the server renders
 * the store's pages with (web/spa.ts), the same answer for both.
 */
export const createCatalogueReads = (app: FastifyInstance) => {
  const repository = createCatalogueRepository(app.db);
  const answers = app.catalogueAnswers;
  return {
    groups: (): Promise<CatalogueAnswer<CabinetGroup[]>> => answers.get('groups', () => repository.listGroups()),
    cabinets: (group: string, category: Category): Promise<CatalogueAnswer<CatalogueRow[]>> =>
      answers.get(`cabinets:${group}:${category}`, () => repository.listCabinets(group, category)),
    colors: (): Promise<CatalogueAnswer<PaintColor[]>> => answers.get('colors', () => repository.listColors()),
    /** A visible cabinet's page: the cabinet, with its other widths and door styles. */
    cabinetPage: (found: CatalogueRow): Promise<CatalogueAnswer<CabinetPageData>> =>
      answers.get(`cabinet-page:${found.data_group}:${found.data_name}`, async () => ({
        cabinet: found,
        ...relatedCabinets(await app.visibleCatalogue.rows(), found),
      })),
  };
};

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;

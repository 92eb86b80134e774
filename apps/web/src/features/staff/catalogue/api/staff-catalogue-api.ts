import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@rta/domain/catalogue/constants';
import { STAFF_CATALOGUE_PATH } from '@rta/domain/staff/catalogue-constants';
import type { CabinetUpdate, StaffCabinet } from '@rta/domain/api/staff-catalogue';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The answers' schemas load with a call and are awaited once it answers: the catalogue page's first render does not carry them. */
const schemas = () => import('@rta/domain/api/staff-catalogue');
const catalogueSchemas = () => import('@rta/domain/catalogue/catalogue');

export const staffCatalogueKeys = { all: ['staff', 'catalogue'] as const };

export const styleGroupsQuery = () =>
  queryOptions({
    queryKey: [...staffCatalogueKeys.all, 'groups'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          '/api/cabinet-groups',
          catalogueSchemas().then((module) => module.cabinetGroupsResponseSchema),
          { signal },
        )
      ).data,
    staleTime: 5 * 60_000,
  });

export const staffCabinetsQuery = (group: string, category: Category) =>
  queryOptions({
    queryKey: [...staffCatalogueKeys.all, 'cabinets', group, category],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          `${STAFF_CATALOGUE_PATH}?group=${encodeURIComponent(group)}&category=${encodeURIComponent(category)}`,
          schemas().then((module) => module.staffCatalogueListSchema),
          { signal },
        )
      ).cabinets,
    staleTime: 0,
    enabled: group !== '',
  });

/** Sends only what changes; fields left out stay as they are. */
export const updateCabinet = (id: number, update: CabinetUpdate): Promise<StaffCabinet> =>
  apiRequest(
    `${STAFF_CATALOGUE_PATH}/${id}`,
    schemas().then((module) => module.staffCabinetSchema),
    { method: 'PUT', body: update },
  );

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { cabinetGroupSchema, type Category } from '@rta/domain/catalogue';
import { staffCabinetSchema, staffCatalogueListSchema, STAFF_CATALOGUE_PATH, type CabinetUpdate, type StaffCabinet } from '@rta/domain/staff-catalogue';
import { apiRequest } from '../../../../lib/api-client.ts';

export const staffCatalogueKeys = { all: ['staff', 'catalogue'] as const };

export const styleGroupsQuery = () =>
  queryOptions({
    queryKey: [...staffCatalogueKeys.all, 'groups'],
    queryFn: async ({ signal }) => (await apiRequest('/api/cabinet-groups', z.object({ data: z.array(cabinetGroupSchema) }), { signal })).data,
    staleTime: 5 * 60_000,
  });

export const staffCabinetsQuery = (group: string, category: Category) =>
  queryOptions({
    queryKey: [...staffCatalogueKeys.all, 'cabinets', group, category],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${STAFF_CATALOGUE_PATH}?group=${encodeURIComponent(group)}&category=${encodeURIComponent(category)}`, staffCatalogueListSchema, {
          signal,
        })
      ).cabinets,
    staleTime: 0,
    enabled: group !== '',
  });

/** Sends only what changes; fields left out stay as they are. */
export const updateCabinet = (id: number, update: CabinetUpdate): Promise<StaffCabinet> =>
  apiRequest(`${STAFF_CATALOGUE_PATH}/${id}`, staffCabinetSchema, { method: 'PUT', body: update });

import type { QueryClient } from '@tanstack/react-query';
import type { Label } from '@rta/domain/binder/binder';
import { CATEGORIES } from '@rta/domain/catalogue/constants';
import { labelGroups, plannedRooms, type PlannedRoom } from '@rta/domain/checkout/fit';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';

/**
 * The planned rooms' fit problems, checked as the server will check them (checkout/fit.ts) against
 * the catalogue rows of each room's door styles (the store's own queries, cached). Loaded only when
 * a room has a plan, so checkout without plans carries none of it. Rows that cannot be loaded only
 * leave out the fillers' advice: the server checks again.
 */
export const checkRooms = async (client: QueryClient, planned: readonly Label[]): Promise<PlannedRoom[]> => {
  const groups = [...new Set(planned.flatMap(labelGroups))];
  const rows = await Promise.all(
    groups.flatMap((group) =>
      CATEGORIES.map((category) => client.fetchQuery(cabinetsQuery(category, group)).catch(() => [])),
    ),
  );
  return plannedRooms(planned, rows.flat());
};

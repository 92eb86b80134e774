import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { CATEGORIES, type CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { roomStyle } from '@rta/domain/planner/room-style';
import type { Label } from '@rta/domain/binder/binder';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';

/**
 * The catalogue rows of the room's door style, every category (fillers and accessories for the
 * checks and the room's needs; cabinets for 'a gap wide enough for a cabinet'). Undefined until
 * all are in.
 */
export const useRoomCatalogue = (label: Label | null): RoomCatalogue => {
  const style = label ? roomStyle(label.items) : null;
  // The same queries while the style is the same: an edit of the plan does not set them up again.
  const queries = useMemo(
    () => CATEGORIES.map((category) => ({ ...cabinetsQuery(category, style ?? ''), enabled: style !== null })),
    [style],
  );
  return useQueries({ queries, combine: allRows });
};

interface RoomCatalogue {
  rows: CatalogueRow[] | undefined;
  failed: boolean;
}

/** Module-level, so that TanStack Query keeps its answer while the queries' results stay the same. */
const allRows = (results: { isSuccess: boolean; isError: boolean; data?: CatalogueRow[] }[]): RoomCatalogue => ({
  rows: results.every((result) => result.isSuccess) ? results.flatMap((result) => result.data ?? []) : undefined,
  failed: results.some((result) => result.isError),
});

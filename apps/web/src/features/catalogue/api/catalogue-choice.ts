import { DEFAULT_CATEGORY } from '@rta/domain/catalogue/constants';
import { catalogueChoice } from '@rta/domain/catalogue/catalogue-choice';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Started by the /store route as the page's script loads, so the cabinets are on their way
 * before the page first renders: the shown category, Base for the paint preview's default
 * cabinet, and the door styles. The same queries as the page's (cached 30 minutes), so
 * nothing is fetched twice.
 */
export const prefetchCatalogue = (queryClient: QueryClient, params: URLSearchParams): void => {
  const { mode, category, group } = catalogueChoice(params);
  void import('../../../lib/cabinets-query.ts').then(({ cabinetsQuery }) => {
    const categories =
      mode === 'Search' || category === DEFAULT_CATEGORY ? [DEFAULT_CATEGORY] : [category, DEFAULT_CATEGORY];
    for (const shown of categories) void queryClient.prefetchQuery(cabinetsQuery(shown, group));
  });
  void import('./get-cabinet-groups.ts').then(({ cabinetGroupsQuery }) =>
    queryClient.prefetchQuery(cabinetGroupsQuery()),
  );
};

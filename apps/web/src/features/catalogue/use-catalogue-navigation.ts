import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CATEGORIES, DEFAULT_GROUP } from '@rta/domain/catalogue/catalogue';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';
import { catalogueChoice, type StoreMode } from '@rta/domain/catalogue/catalogue-choice';
import { CATALOGUE_ERRORS } from './api/catalogue-errors.ts';
import { notify } from '../../lib/notify.ts';

export type { StoreMode };

/**
 * Which category and style group the store shows (spec §4 Catalogue). A change is committed
 * only once its data has loaded, so a failed change leaves the previous category in place.
 * The committed choice lives in the URL (?category=&group=), so it can be shared and reloaded.
 */
export const useCatalogueNavigation = () => {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<StoreMode | null>(null);
  const [searchGeneration, setSearchGeneration] = useState(0);

  const { mode, category, group } = catalogueChoice(params);

  const commit = (next: { mode: StoreMode; group: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('category', next.mode);
        if (next.group === DEFAULT_GROUP) updated.delete('group');
        else updated.set('group', next.group);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const chooseMode = async (next: StoreMode) => {
    if (next === mode || pending) return;
    if (next === 'Search') return commit({ mode: next, group });
    setPending(next);
    try {
      await queryClient.fetchQuery(cabinetsQuery(next, group));
      commit({ mode: next, group });
    } catch {
      notify.error(CATALOGUE_ERRORS.load, { toastId: 'catalogue-load' });
    } finally {
      setPending(null);
    }
  };

  /** A group change reloads the current category (all of them in search mode) and resets search. */
  const chooseGroup = async (nextGroup: string) => {
    if (nextGroup === group || pending) return;
    setPending(mode);
    try {
      const needed = mode === 'Search' ? CATEGORIES : [category];
      await Promise.all(needed.map((c) => queryClient.fetchQuery(cabinetsQuery(c, nextGroup))));
      commit({ mode, group: nextGroup });
      setSearchGeneration((n) => n + 1);
    } catch {
      notify.error(CATALOGUE_ERRORS.group, { toastId: 'catalogue-group' });
    } finally {
      setPending(null);
    }
  };

  return { mode, category, group, pending, chooseMode, chooseGroup, searchGeneration };
};

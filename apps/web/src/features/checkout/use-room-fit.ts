import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Label } from '@rta/domain/binder/binder';
import { CATEGORIES } from '@rta/domain/catalogue/constants';
import type { PlannedRoom } from '@rta/domain/checkout/fit';
import { hasPlan, labelGroups } from '@rta/domain/checkout/fit-constants';
import { cabinetsQuery } from '../../lib/cabinets-query.ts';

type FitRules = typeof import('@rta/domain/checkout/fit');

export interface RoomFit {
  /** The rooms with a plan, each with its fit problems (empty until the check has run). */
  rooms: PlannedRoom[];
  /** False while a plan's door style rows or the rules are loading: the order waits for the check. */
  ready: boolean;
}

/**
 * The rooms' fit problems, checked as the server will check them (checkout/fit.ts) against the
 * catalogue rows of each planned label's door styles (the store's own queries, cached). A binder
 * without plans loads nothing more: checkout is then exactly what it was.
 */
export const useRoomFit = (labels: Label[]): RoomFit => {
  const planned = useMemo(() => labels.filter(hasPlan), [labels]);
  const [rules, setRules] = useState<FitRules | null>(null);
  const wanted = planned.length > 0;
  useEffect(() => {
    if (!wanted || rules) return;
    let current = true;
    void import('@rta/domain/checkout/fit').then((module) => {
      if (current) setRules(module);
    });
    return () => {
      current = false;
    };
  }, [wanted, rules]);

  const groups = useMemo(() => [...new Set(planned.flatMap(labelGroups))], [planned]);
  const catalogue = useQueries({
    queries: groups.flatMap((group) => CATEGORIES.map((category) => cabinetsQuery(category, group))),
    combine: (results) => ({
      // Settled either way: rows that could not be loaded only leave out the fillers' advice, and the server checks again.
      settled: results.every((result) => !result.isPending),
      rows: results.flatMap((result) => result.data ?? []),
    }),
  });
  // Computed at each render: a few rooms' checks cost less than keeping them in step with the queries.
  if (!wanted) return { rooms: [], ready: true };
  if (!rules || !catalogue.settled) return { rooms: [], ready: false };
  return { rooms: rules.plannedRooms(planned, catalogue.rows), ready: true };
};

import { useCallback, useEffect, useMemo } from 'react';
import type { Plan } from '@rta/domain/planner/plan';
import { emptyPlan } from '@rta/domain/planner/plan-constants';
import { reconcilePlan } from '@rta/domain/planner/reconcile';
import type { Label } from '@rta/domain/binder/binder';
import { useBinderStore } from '../../stores/binder-store.ts';

/** What the planner shows of a label: its items, its plan matched to them, and the way to change it. */
export interface Room {
  label: Label;
  plan: Plan;
  /**
   * Changes the plan (a pure edit of planner/ops.ts) and saves it with the binder. A plan the
   * plan's schema would refuse (a window left outside a shortened wall) is not saved: the answer
   * is its message, for the field or a toast; null when saved.
   */
  edit: (change: (plan: Plan) => Plan) => string | null;
}

const SAVE_FAILED = 'The plan could not be saved on this device. Free some storage and try again.';
/** A change made before the plan's check is in (or when its code cannot be loaded): not saved. */
const CHECK_NOT_READY = 'The planner is still loading. Try again in a moment.';

/**
 * The plan's schema check, asked for as the page's script runs so that its first render does
 * not wait for it (valibot and the schema, about 4 KB gzipped): a change needs it, a look does not.
 */
let planRefusal: ((plan: Plan) => string | null) | undefined;
import('./plan-check.ts').then(
  (module) => (planRefusal = module.planRefusal),
  () => undefined,
);

/** The label's room, or null when the binder has no such label. */
export const useRoom = (labelId: string): Room | null => {
  const label = useBinderStore((state) => state.labels.find((one) => one.id === labelId)) ?? null;
  const stored = label?.plan ?? null;
  const items = label?.items;
  // A plan shown is always the label's: pieces of items gone, or beyond their quantity, are dropped.
  const plan = useMemo(() => (stored && items ? reconcilePlan(stored, items) : null), [stored, items]);

  // What was dropped is dropped from the saved plan too (once, when it differs).
  useEffect(() => {
    if (stored && plan && plan !== stored) {
      try {
        useBinderStore.getState().setLabelPlan(labelId, plan);
      } catch {
        // Storage full: shown as reconciled all the same, and reconciled again next time.
      }
    }
  }, [labelId, stored, plan]);

  const edit = useCallback(
    (change: (plan: Plan) => Plan) => {
      const current = useBinderStore.getState().labels.find((one) => one.id === labelId);
      if (!current) return null;
      const base = current.plan ? reconcilePlan(current.plan, current.items) : emptyPlan();
      const next = change(base);
      if (next === base) return null;
      if (!planRefusal) return CHECK_NOT_READY;
      const refusal = planRefusal(next);
      if (refusal) return refusal;
      try {
        useBinderStore.getState().setLabelPlan(labelId, next);
      } catch {
        return SAVE_FAILED;
      }
      return null;
    },
    [labelId],
  );

  return useMemo(() => (label ? { label, plan: plan ?? emptyPlan(), edit } : null), [label, plan, edit]);
};

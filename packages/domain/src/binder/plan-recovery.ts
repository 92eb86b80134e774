import * as v from 'valibot';
import { planSchema } from '../planner/plan.ts';
import type { PlanReader } from './recovery.ts';

/**
 * A room's stored plan, whole or not at all (binder/recovery.ts): a module of its own, so that
 * reading a binder without plans does not load the plan's schemas.
 */
export const readStoredPlan: PlanReader = (value) => {
  const result = v.safeParse(planSchema, value);
  return result.success ? result.output : undefined;
};

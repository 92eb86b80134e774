import * as v from 'valibot';
import { planSchema, type Plan } from '@rta/domain/planner/plan';

/**
 * What the plan's schema says against a plan (its first message), or null when it takes it. Apart
 * from the planner's page, which loads it beside its first render: the schema (and valibot) is only
 * needed when the shopper changes the plan.
 */
export const planRefusal = (plan: Plan): string | null => {
  const checked = v.safeParse(planSchema, plan);
  return checked.success ? null : checked.issues[0].message;
};

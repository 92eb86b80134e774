import type { Label } from './binder.ts';
import { planItemsIssue } from '../planner/plan-items.ts';

/**
 * A binder's plans against their labels (decision 0159): what the server refuses when a binder
 * is saved, made a project or ordered.
 */

/** The first label whose plan places what the label does not hold (an unknown item, too many, a wrong row), or null. */
export const binderPlanIssue = (labels: readonly Pick<Label, 'name' | 'items' | 'plan'>[]): string | null => {
  for (const label of labels) {
    const issue = label.plan ? planItemsIssue(label.plan, label.name, label.items) : null;
    if (issue) return issue;
  }
  return null;
};

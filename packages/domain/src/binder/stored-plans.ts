/**
 * Whether the stored labels (local storage's text of them) hold a room's plan: reading them then
 * needs the plan's reader (binder/plan-recovery.ts), a chunk of its own. A test of the text, not
 * a parse, so that the page can ask for that chunk at start-up at no cost. It is true for every
 * label whose plan is an object, however the JSON is spaced; text that only looks like one costs
 * nothing but loading the reader.
 */
export const storesPlans = (labels: string | null): boolean => labels !== null && /"plan"\s*:\s*\{/.test(labels);

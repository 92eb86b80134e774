import * as v from 'valibot';
import { binderItemSchema } from './item.ts';
import { planSchema } from '../planner/plan.ts';

/** A label groups binder items under a name (spec §3 Label). */
export const labelSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Label name cannot be empty'), v.maxLength(100)),
  items: v.pipe(v.array(binderItemSchema), v.maxLength(500)),
  isLabel: v.literal(true),
  /** The room's plan (issue 22, docs/decisions/0159); absent or null: none. */
  plan: v.optional(v.nullable(planSchema)),
});
export type Label = v.InferOutput<typeof labelSchema>;

/** The binder's contents, its items and labels (spec §3 Project: cartData). */
export const binderContentsSchema = v.object({
  items: v.pipe(v.array(binderItemSchema), v.maxLength(500)),
  labels: v.pipe(v.array(labelSchema), v.maxLength(100)),
});
export type BinderContents = v.InferOutput<typeof binderContentsSchema>;

/**
 * The binder: its contents and its pre-assembly choice, as the page holds it and the server
 * prices it (the glossary, packages/domain/README.md, names its other forms).
 */
export interface Binder extends BinderContents {
  preAssembly: boolean;
}

export { allItems, containsConfiguration } from './contents.ts';

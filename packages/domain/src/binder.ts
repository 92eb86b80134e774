import * as v from 'valibot';
import { binderItemSchema } from './binder-item.ts';

/** A label groups binder items under a name (spec §3 Label). */
export const labelSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Label name cannot be empty'), v.maxLength(100)),
  items: v.pipe(v.array(binderItemSchema), v.maxLength(500)),
  isLabel: v.literal(true),
});
export type Label = v.InferOutput<typeof labelSchema>;

/** The binder's contents: what a project saves as cartData (spec §3 Project). */
export const cartDataSchema = v.object({
  items: v.pipe(v.array(binderItemSchema), v.maxLength(500)),
  labels: v.pipe(v.array(labelSchema), v.maxLength(100)),
});
export type CartData = v.InferOutput<typeof cartDataSchema>;

export { allItems, containsConfiguration } from './binder-contents.ts';

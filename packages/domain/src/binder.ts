import { z } from 'zod';
import { binderItemSchema } from './binder-item.ts';

/** A label groups binder items under a name (spec §3 Label). */
export const labelSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Label name cannot be empty').max(100),
  items: z.array(binderItemSchema).max(500),
  isLabel: z.literal(true),
});
export type Label = z.infer<typeof labelSchema>;

/** The binder's contents: what a project saves as cartData (spec §3 Project). */
export const cartDataSchema = z.object({
  items: z.array(binderItemSchema).max(500),
  labels: z.array(labelSchema).max(100),
});
export type CartData = z.infer<typeof cartDataSchema>;

export { allItems, containsConfiguration } from './binder-contents.ts';

import { z } from 'zod';

/** Every error answer has one shape: a message a person can act on. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
});

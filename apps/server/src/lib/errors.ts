import * as v from 'valibot';

/** Every error answer has one shape: a message a person can act on. */
export const errorSchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.array(v.string())),
});

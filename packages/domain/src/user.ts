import { z } from 'zod';

/**
 * The signed-in user as the API sends it (spec §3 User). `enabled` is 1 once the e-mail
 * address is verified; `_rolesVersion` changes whenever roles change, so the web app knows
 * when to refresh badges and prices. Roles are role names such as 'Contractor User Gold'.
 */
export const apiUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.string()),
  enabled: z.union([z.literal(0), z.literal(1)]),
  _rolesVersion: z.number().int(),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

export { isEmailVerified, roleNames } from './user-access.ts';

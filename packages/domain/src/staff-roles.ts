import { z } from 'zod';

export * from './staff-roles-constants.ts';

export const roleLookupSchema = z.object({ email: z.string().trim().min(3).max(254) });

export const roleChangeSchema = z.object({
  email: z.string().trim().min(3).max(254),
  role: z.string().trim().min(1).max(60),
});

export const userRolesSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  roles: z.array(z.string()),
  rolesVersion: z.number().int(),
});
export type UserRoles = z.infer<typeof userRolesSchema>;

/** The answer to ending a user's sessions (STAFF_END_SESSIONS_PATH): who, and how many sessions ended. */
export const endedSessionsSchema = z.object({ user: userRolesSchema.shape.user, ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

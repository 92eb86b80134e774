import * as v from 'valibot';

export * from '../staff/roles-constants.ts';

const email = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254));

export const roleLookupSchema = v.object({ email });

export const roleChangeSchema = v.object({
  email,
  role: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
});

export const userRolesSchema = v.object({
  user: v.object({ id: v.string(), email: v.string(), firstName: v.string(), lastName: v.string() }),
  roles: v.array(v.string()),
  rolesVersion: v.pipe(v.number(), v.safeInteger()),
});
export type UserRoles = v.InferOutput<typeof userRolesSchema>;

/** The answer to ending a user's sessions (STAFF_END_SESSIONS_PATH): who, and how many sessions ended. */
export const endedSessionsSchema = v.object({
  user: userRolesSchema.entries.user,
  ended: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type EndedSessions = v.InferOutput<typeof endedSessionsSchema>;

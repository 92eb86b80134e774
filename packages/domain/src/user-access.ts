import type { ApiUser } from './user.ts';
import { isFields, isWhole } from './value-check.ts';

/*
 * The user rules the web app's first paint needs, without zod (user.ts re-exports them):
 * the shell imports these, so the schema library stays out of the initial bundle.
 */

/**
 * Role names from a user's roles, which the spec allows as strings or as objects with
 * `name` or `role_name` (§6). Anything else is ignored.
 */
export const roleNames = (roles: readonly unknown[]): string[] =>
  roles.flatMap((role) => {
    if (typeof role === 'string') return [role];
    if (role && typeof role === 'object') {
      const { name, role_name: roleName } = role as { name?: unknown; role_name?: unknown };
      if (typeof name === 'string') return [name];
      if (typeof roleName === 'string') return [roleName];
    }
    return [];
  });

/** Checkout needs a verified address (spec §1, §4). */
export const isEmailVerified = (user: Pick<ApiUser, 'enabled'>): boolean => user.enabled === 1;

const isStringList = (value: unknown): value is string[] => {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (typeof value[index] !== 'string') return false;
  return true;
};

/**
 * The user apiUserSchema would make of a value (its seven fields, nothing else), or undefined
 * where it would refuse it: a signed-in visit's first render waits for the session's answer,
 * checked so without loading zod. A property test holds the two to the same answers.
 */
export const toApiUser = (value: unknown): ApiUser | undefined => {
  if (!isFields(value)) return undefined;
  const { id, email, first_name: firstName, last_name: lastName, roles, enabled, _rolesVersion: rolesVersion } = value;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof firstName !== 'string' || typeof lastName !== 'string') return undefined;
  if (!isStringList(roles) || (enabled !== 0 && enabled !== 1) || !isWhole(rolesVersion)) return undefined;
  return { id, email, first_name: firstName, last_name: lastName, roles: [...roles], enabled, _rolesVersion: rolesVersion };
};

/** The answer to GET /api/user as userResponseSchema would make it, without zod (see toApiUser). */
export const toUserResponse = (value: unknown): { user: ApiUser } | undefined => {
  const user = isFields(value) ? toApiUser(value.user) : undefined;
  return user && { user };
};

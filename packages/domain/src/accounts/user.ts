import type * as v from 'valibot';
import type { apiUserSchema } from '../api/accounts.ts';

/** The signed-in user as the API sends it (spec §3 User; apiUserSchema in api/accounts.ts). */
export type ApiUser = v.InferOutput<typeof apiUserSchema>;

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

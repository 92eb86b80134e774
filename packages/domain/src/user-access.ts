import type { ApiUser } from './user.ts';

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

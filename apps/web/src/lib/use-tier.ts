import { useMemo } from 'react';
import { contractorTier, type TierInfo } from '@rta/domain/accounts/roles';
import { roleNames } from '@rta/domain/accounts/user';
import { useSession } from '../stores/session-store.ts';

/** The signed-in contractor's tier (spec §6), or null for everyone else. */
export const useTier = (): TierInfo | null => {
  const roles = useSession((state) => state.user?.roles);
  return useMemo(() => contractorTier(roleNames(roles ?? [])), [roles]);
};

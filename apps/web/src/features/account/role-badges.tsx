import type { ApiUser } from '@rta/domain/accounts/user';
import { isSalesUser, userTier } from '../../stores/session-store.ts';
import styles from './account.module.css';

/** The user's badges (spec §2 Profile modal, §6): Sales, and the contractor tier (Bronze, Silver or Gold Contractor). */
export const badgesOf = (user: ApiUser): { key: string; label: string }[] => {
  const tier = userTier(user);
  return [
    ...(isSalesUser(user) ? [{ key: 'Sales', label: 'Sales' }] : []),
    ...(tier ? [{ key: tier.tier, label: `${tier.tier} Contractor` }] : []),
  ];
};

export function RoleBadges({ user }: { user: ApiUser }) {
  const badges = badgesOf(user);
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge.key} className={styles.badge} data-badge={badge.key}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

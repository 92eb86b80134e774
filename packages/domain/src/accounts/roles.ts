/** Roles and what they give (spec §6). Discounts are whole percentages. */
export const CONTRACTOR_TIERS = [
  { tier: 'Bronze', role: 'Contractor User Bronze', discountPercent: 20 },
  { tier: 'Silver', role: 'Contractor User Silver', discountPercent: 30 },
  { tier: 'Gold', role: 'Contractor User Gold', discountPercent: 40 },
] as const;

export type ContractorTier = (typeof CONTRACTOR_TIERS)[number]['tier'];

export const SALES_ROLE = 'Sales User';

export type TierInfo = (typeof CONTRACTOR_TIERS)[number];

/** The best contractor tier among the user's roles, or null for everyone else. */
export const contractorTier = (roles: readonly string[]): TierInfo | null =>
  [...CONTRACTOR_TIERS].reverse().find((tier) => roles.includes(tier.role)) ?? null;

/** The badge the binder shows a contractor (spec §6): '<Tier> Trade Pro: -N%'. */
export const tierBadge = (tier: TierInfo): string => `${tier.tier} Trade Pro: -${tier.discountPercent}%`;

/** Spec §3 contractorInfo: one flag per tier. */
export const contractorInfo = (tier: TierInfo | null) => ({
  isBronze: tier?.tier === 'Bronze',
  isSilver: tier?.tier === 'Silver',
  isGold: tier?.tier === 'Gold',
});

/**
 * Staff (issue 9, docs/decisions/0070-sales-user-and-store-admin.md): the spec leaves
 * 'Sales User' open, and a store needs a back office, so Sales Users and Store Admins get the
 * staff console at /staff; only a Store Admin may grant and revoke roles.
 */
export const STORE_ADMIN_ROLE = 'Store Admin';
export const STAFF_ROLES = [SALES_ROLE, STORE_ADMIN_ROLE] as const;

/** Every role the store knows, in the order the staff console lists them. */
export const KNOWN_ROLES = [...STAFF_ROLES, ...CONTRACTOR_TIERS.map((tier) => tier.role)] as const;

export const isStaff = (roles: readonly string[]): boolean => STAFF_ROLES.some((role) => roles.includes(role));

export const isStoreAdmin = (roles: readonly string[]): boolean => roles.includes(STORE_ADMIN_ROLE);

import { NAME_MAX } from '../common/constants.ts';

/*
 * The trade-pro application's fields, labels, limits and options (support/trade-application.ts
 * re-exports them), apart from the schema so that the staff console's application page, which
 * imports only these, does not carry the schema's code: a module is bundled whole into one
 * chunk (docs/decisions/0145).
 */

export const TRADE_FIELD_LABELS = {
  companyName: 'Company Name',
  companyDescription: 'Company Description',
  location: 'Location',
  website: 'Website',
  ownerName: 'Owner Name',
  email: 'Email',
  phone: 'Phone',
  preferredContact: 'Preferred Contact Method',
  yearsInBusiness: 'Years in Business',
  annualRevenue: 'Annual Revenue',
  projectsPerYear: 'Projects per Year',
} as const;
export type TradeField = keyof typeof TRADE_FIELD_LABELS;
export const TRADE_FIELDS = Object.keys(TRADE_FIELD_LABELS) as TradeField[];

export const TRADE_LIMITS = {
  companyName: { min: 2, max: 100 },
  companyDescription: { min: 10, max: 500 },
  location: { min: 2, max: 100 },
  website: { max: 200 },
  ownerName: { min: 2, max: NAME_MAX },
  yearsInBusiness: { min: 0, max: 50 },
  projectsPerYear: { min: 0, max: 1000 },
} as const;

// ---- Options -------------------------------------------------------------------------------

/** §3 annualRevenue options; the display labels are ours (the spec does not show them). */
export const ANNUAL_REVENUE_OPTIONS = [
  { value: 'under100k', label: 'Under $100,000' },
  { value: '100k-250k', label: '$100,000 – $250,000' },
  { value: '250k-500k', label: '$250,000 – $500,000' },
  { value: '500k-1m', label: '$500,000 – $1 million' },
  { value: '1m-5m', label: '$1 million – $5 million' },
  { value: 'over5m', label: 'Over $5 million' },
] as const;
export type AnnualRevenue = (typeof ANNUAL_REVENUE_OPTIONS)[number]['value'];

export const annualRevenueLabel = (value: AnnualRevenue): string =>
  ANNUAL_REVENUE_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** §5: 0 is 'Less than 1 year' and 50 is '50+ years'. */
export const yearsInBusinessLabel = (years: number): string => {
  if (years < 1) return 'Less than 1 year';
  if (years >= TRADE_LIMITS.yearsInBusiness.max) return `${TRADE_LIMITS.yearsInBusiness.max}+ years`;
  return years === 1 ? '1 year' : `${years} years`;
};

export const YEARS_IN_BUSINESS_OPTIONS = Array.from({ length: TRADE_LIMITS.yearsInBusiness.max + 1 }, (_, years) => ({
  value: String(years),
  label: yearsInBusinessLabel(years),
}));

export const PREFERRED_CONTACT_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT_OPTIONS)[number]['value'];

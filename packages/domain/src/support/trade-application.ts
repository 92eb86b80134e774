import * as v from 'valibot';
import { contactEmailSchema } from './contact-rules.ts';
import { fields, settled } from '../common/fields.ts';
import { phoneSchema } from './phone-schema.ts';
import { cleanText, singleLine } from './contexts.ts';
import {
  maxLengthMessage,
  minLengthMessage,
  numberRangeMessage,
  requiredMessage,
  SUPPORT_MESSAGES as M,
} from './messages.ts';
import {
  annualRevenueLabel,
  ANNUAL_REVENUE_OPTIONS,
  TRADE_FIELD_LABELS,
  TRADE_FIELDS,
  TRADE_LIMITS,
  yearsInBusinessLabel,
  type AnnualRevenue,
  type TradeField,
} from './trade-application-constants.ts';

export * from './trade-application-constants.ts';

/**
 * The trade-professional application (spec §3 fields, §5 Multi-step form rules): the valibot
 * schema with the spec's messages, and the flattening into labelled lines that the store's
 * mail and message carry. Its fields and their labels, limits and select options are in
 * support/trade-application-constants.ts, re-exported here.
 */

const L = TRADE_FIELD_LABELS;
const REVENUE_VALUES = ANNUAL_REVENUE_OPTIONS.map((option) => option.value) as [AnnualRevenue, ...AnnualRevenue[]];

// ---- Rules ---------------------------------------------------------------------------------

const requiredText = (label: string, limits: { min: number; max: number }, clean: (value: string) => string) =>
  v.pipe(
    v.string(requiredMessage(label)),
    v.transform(clean),
    v.minLength(1, requiredMessage(label)),
    settled,
    v.minLength(limits.min, minLengthMessage(label, limits.min)),
    settled,
    v.maxLength(limits.max, maxLengthMessage(label, limits.max)),
  );

/** A whole number from a select or a number input (text in the form, a number in JSON). */
const wholeNumber = (label: string, limits: { min: number; max: number }) =>
  v.pipe(
    v.union([v.string(), v.number()], requiredMessage(label)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = String(dataset.value).trim();
      const number = Number(text);
      if (text === '') addIssue({ message: requiredMessage(label) });
      else if (!Number.isInteger(number) || number < limits.min || number > limits.max) {
        addIssue({ message: numberRangeMessage(label, limits.min, limits.max) });
      } else return number;
      return NEVER;
    }),
  );

/** A web address with or without its scheme ('example.com' means https://example.com). */
export const normalizeWebsite = (value: string): string =>
  value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`;

/** A host name with a top-level domain, an optional port, then any path; no spaces. */
const WEBSITE = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

const websiteSchema = v.optional(
  v.pipe(
    v.string(M.websiteInvalid),
    v.transform(singleLine),
    v.maxLength(TRADE_LIMITS.website.max, maxLengthMessage(L.website, TRADE_LIMITS.website.max)),
    settled,
    v.check((value) => value === '' || WEBSITE.test(value), M.websiteInvalid),
    v.transform(normalizeWebsite),
  ),
);

export const tradeApplicationSchema = fields(
  {
    companyName: requiredText(L.companyName, TRADE_LIMITS.companyName, singleLine),
    companyDescription: requiredText(L.companyDescription, TRADE_LIMITS.companyDescription, cleanText),
    location: requiredText(L.location, TRADE_LIMITS.location, singleLine),
    website: websiteSchema,
    ownerName: requiredText(L.ownerName, TRADE_LIMITS.ownerName, singleLine),
    email: contactEmailSchema(L.email),
    phone: phoneSchema(L.phone),
    preferredContact: v.optional(v.picklist(['email', 'phone'], requiredMessage(L.preferredContact)), 'email'),
    yearsInBusiness: wholeNumber(L.yearsInBusiness, TRADE_LIMITS.yearsInBusiness),
    annualRevenue: v.picklist(REVENUE_VALUES, requiredMessage(L.annualRevenue)),
    projectsPerYear: wholeNumber(L.projectsPerYear, TRADE_LIMITS.projectsPerYear),
  },
  M.formInvalid,
);
export type TradeApplicationInput = v.InferInput<typeof tradeApplicationSchema>;
export type TradeApplication = v.InferOutput<typeof tradeApplicationSchema>;

// ---- Flattening ----------------------------------------------------------------------------

const displayValue = (application: TradeApplication, field: TradeField): string => {
  switch (field) {
    case 'website':
      return application.website || 'Not provided';
    case 'preferredContact':
      return application.preferredContact === 'phone' ? 'Phone' : 'Email';
    case 'yearsInBusiness':
      return yearsInBusinessLabel(application.yearsInBusiness);
    case 'annualRevenue':
      return annualRevenueLabel(application.annualRevenue);
    case 'companyDescription':
      // One line per field, so the message reads as a list of labelled lines.
      return singleLine(application.companyDescription);
    default:
      return String(application[field]);
  }
};

/** The application as labelled lines, in the order of the form. */
export const applicationLines = (
  application: TradeApplication,
): { field: TradeField; label: string; value: string }[] =>
  TRADE_FIELDS.map((field) => ({ field, label: L[field], value: displayValue(application, field) }));

/** The message an application is sent as (spec §7): one 'Label: value' line per field. */
export const flattenApplication = (application: TradeApplication): string =>
  applicationLines(application)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');

export const applicationSubject = (application: TradeApplication): string =>
  `Trade Pro Application - ${application.companyName}`;

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_REVENUE_OPTIONS,
  applicationSubject,
  flattenApplication,
  tradeApplicationSchema,
  yearsInBusinessLabel,
  YEARS_IN_BUSINESS_OPTIONS,
  type TradeApplicationInput,
} from '../../src/support/trade-application.ts';
import { validApplication } from './fixtures.ts';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

const withField = (field: keyof TradeApplicationInput, value: unknown) =>
  messages(v.safeParse(tradeApplicationSchema, { ...validApplication, [field]: value }));

describe('years in business (spec §5)', () => {
  it('runs from 0 to 50, shown as Less than 1 year and 50+ years at the ends', () => {
    expect(YEARS_IN_BUSINESS_OPTIONS).toHaveLength(51);
    expect(YEARS_IN_BUSINESS_OPTIONS[0]).toEqual({ value: '0', label: 'Less than 1 year' });
    expect(YEARS_IN_BUSINESS_OPTIONS[1]).toEqual({ value: '1', label: '1 year' });
    expect(YEARS_IN_BUSINESS_OPTIONS[2]).toEqual({ value: '2', label: '2 years' });
    expect(YEARS_IN_BUSINESS_OPTIONS[49]).toEqual({ value: '49', label: '49 years' });
    expect(YEARS_IN_BUSINESS_OPTIONS[50]).toEqual({ value: '50', label: '50+ years' });
    expect(yearsInBusinessLabel(0)).toBe('Less than 1 year');
    expect(yearsInBusinessLabel(50)).toBe('50+ years');
  });
});

describe('annual revenue (spec §3)', () => {
  it('offers the spec’s six values, in order, each with a label', () => {
    expect(ANNUAL_REVENUE_OPTIONS.map((o) => o.value)).toEqual([
      'under100k',
      '100k-250k',
      '250k-500k',
      '500k-1m',
      '1m-5m',
      'over5m',
    ]);
    expect(ANNUAL_REVENUE_OPTIONS.map((o) => o.label)).toEqual([
      'Under $100,000',
      '$100,000 – $250,000',
      '$250,000 – $500,000',
      '$500,000 – $1 million',
      '$1 million – $5 million',
      'Over $5 million',
    ]);
  });
});

describe('the application rules (spec §5 Multi-step form)', () => {
  it('accepts a complete application and cleans it', () => {
    const application = v.parse(tradeApplicationSchema, validApplication);
    expect(application).toMatchObject({
      email: 'dana@oakandsons.example',
      phone: '(217) 555-0199',
      website: 'https://oakandsons.example',
      yearsInBusiness: 12,
      projectsPerYear: 40,
    });
  });

  it('says "<label> is required" for each missing field', () => {
    const result = v.safeParse(tradeApplicationSchema, {});
    expect(messages(result)).toEqual([
      'Company Name is required',
      'Company Description is required',
      'Location is required',
      'Owner Name is required',
      'Email is required',
      'Phone is required',
      'Years in Business is required',
      'Annual Revenue is required',
      'Projects per Year is required',
    ]);
    expect(withField('companyName', '   ')).toEqual(['Company Name is required']);
    expect(withField('annualRevenue', '')).toEqual(['Annual Revenue is required']);
    expect(withField('yearsInBusiness', '')).toEqual(['Years in Business is required']);
  });

  it('applies the minimum and maximum lengths', () => {
    expect(withField('companyName', 'A')).toEqual(['Company Name must be at least 2 characters']);
    expect(withField('companyName', 'A'.repeat(101))).toEqual(['Company Name cannot exceed 100 characters']);
    expect(withField('companyDescription', 'Too short')).toEqual([
      'Company Description must be at least 10 characters',
    ]);
    expect(withField('companyDescription', 'd'.repeat(500))).toEqual([]);
    expect(withField('companyDescription', 'd'.repeat(501))).toEqual([
      'Company Description cannot exceed 500 characters',
    ]);
  });

  it('checks e-mail and phone formats with the spec’s messages', () => {
    expect(withField('email', 'dana@')).toEqual(['Please enter a valid email address']);
    expect(withField('phone', 'call me')).toEqual(['Please enter a valid phone number']);
    expect(withField('phone', '555-0199')).toEqual(['Please enter a valid 10-digit phone number']);
  });

  it('takes the website as optional, and a real address when given', () => {
    expect(withField('website', '')).toEqual([]);
    expect(withField('website', undefined)).toEqual([]);
    expect(v.parse(tradeApplicationSchema, { ...validApplication, website: 'http://Oak.example/about' }).website).toBe(
      'http://Oak.example/about',
    );
    for (const bad of ['not a site', 'oak', 'ftp://oak.example', 'javascript:alert(1)']) {
      expect(withField('website', bad)).toEqual(['Please enter a valid website address']);
    }
  });

  it('keeps years in business within 0 to 50 and projects per year within 0 to 1000, as whole numbers', () => {
    expect(
      v.parse(tradeApplicationSchema, { ...validApplication, yearsInBusiness: 0, projectsPerYear: 1000 }),
    ).toMatchObject({
      yearsInBusiness: 0,
      projectsPerYear: 1000,
    });
    expect(withField('yearsInBusiness', '51')).toEqual(['Years in Business must be a whole number from 0 to 50']);
    expect(withField('yearsInBusiness', -1)).toEqual(['Years in Business must be a whole number from 0 to 50']);
    expect(withField('projectsPerYear', '1001')).toEqual(['Projects per Year must be a whole number from 0 to 1000']);
    expect(withField('projectsPerYear', '2.5')).toEqual(['Projects per Year must be a whole number from 0 to 1000']);
    expect(withField('projectsPerYear', 'many')).toEqual(['Projects per Year must be a whole number from 0 to 1000']);
  });

  it('prefers e-mail contact unless phone is chosen', () => {
    expect(v.parse(tradeApplicationSchema, { ...validApplication, preferredContact: undefined }).preferredContact).toBe(
      'email',
    );
    expect(withField('preferredContact', 'fax')).toEqual(['Preferred Contact Method is required']);
  });
});

describe('flattening (spec §7)', () => {
  it('makes one labelled line per field, in the form’s order', () => {
    const application = v.parse(tradeApplicationSchema, validApplication);
    expect(flattenApplication(application)).toBe(
      [
        'Company Name: Oak & Sons Remodeling',
        'Company Description: Kitchen and bath remodels across the county.',
        'Location: Springfield, IL',
        'Website: https://oakandsons.example',
        'Owner Name: Dana Oak',
        'Email: dana@oakandsons.example',
        'Phone: (217) 555-0199',
        'Preferred Contact Method: Phone',
        'Years in Business: 12 years',
        'Annual Revenue: $500,000 – $1 million',
        'Projects per Year: 40',
      ].join('\n'),
    );
    expect(applicationSubject(application)).toBe('Trade Pro Application - Oak & Sons Remodeling');
  });

  it('says so when there is no website, and shows the ends of the years range by their labels', () => {
    const application = v.parse(tradeApplicationSchema, {
      ...validApplication,
      website: '',
      yearsInBusiness: '0',
      preferredContact: 'email',
    });
    const lines = flattenApplication(application).split('\n');
    expect(lines).toContain('Website: Not provided');
    expect(lines).toContain('Years in Business: Less than 1 year');
    expect(lines).toContain('Preferred Contact Method: Email');
    const veteran = v.parse(tradeApplicationSchema, { ...validApplication, yearsInBusiness: 50 });
    expect(flattenApplication(veteran)).toContain('Years in Business: 50+ years');
  });
});

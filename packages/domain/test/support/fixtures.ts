import type { TradeApplicationInput } from '../../src/support/trade-application.ts';

/** A complete, valid application as the form holds it (text from every input). */
export const validApplication: TradeApplicationInput = {
  companyName: 'Oak & Sons Remodeling',
  companyDescription: 'Kitchen and bath remodels\nacross the county.',
  location: 'Springfield, IL',
  website: 'oakandsons.example',
  ownerName: 'Dana Oak',
  email: 'Dana@OakAndSons.example',
  phone: '217-555-0199',
  preferredContact: 'phone',
  yearsInBusiness: '12',
  annualRevenue: '500k-1m',
  projectsPerYear: '40',
};

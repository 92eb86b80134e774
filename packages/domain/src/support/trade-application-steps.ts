import * as v from 'valibot';
import { SUPPORT_MESSAGES as M, stepIncompleteMessage } from './messages.ts';
import { tradeApplicationSchema, type TradeField } from './trade-application.ts';

/**
 * The steps of the multi-step application and how one moves between them (spec §4):
 * moving forward needs the current step to be valid, a jump of more than one step ahead
 * lands on the next step only, and going back is always allowed. Steps count from 0 here
 * and from 1 where people see them.
 */

export interface TradeStep {
  title: string;
  fields: readonly TradeField[];
}

export const TRADE_STEPS: readonly TradeStep[] = [
  { title: 'Company', fields: ['companyName', 'companyDescription', 'location', 'website'] },
  { title: 'Owner and contact', fields: ['ownerName', 'email', 'phone', 'preferredContact'] },
  { title: 'Business size', fields: ['yearsInBusiness', 'annualRevenue', 'projectsPerYear'] },
];

export const LAST_STEP = TRADE_STEPS.length - 1;

/** The first message of each field of one step that breaks a rule; empty when the step is valid. */
export const stepErrors = (step: number, values: unknown): Partial<Record<TradeField, string>> => {
  const fields = TRADE_STEPS[step]?.fields ?? [];
  const errors: Partial<Record<TradeField, string>> = {};
  for (const issue of v.safeParse(tradeApplicationSchema, values).issues ?? []) {
    const field = fields.find((name) => name === issue.path?.[0]?.key);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

export const isStepValid = (step: number, values: unknown): boolean =>
  Object.keys(stepErrors(step, values)).length === 0;

export interface StepMove {
  step: number;
  /** The form-level message to show when the move was refused. */
  message: string | null;
}

/** Where a request to show step `requested` lands, from step `current`. */
export const moveToStep = (current: number, requested: number, values: unknown): StepMove => {
  if (requested <= current) return { step: Math.max(0, requested), message: null };
  if (!isStepValid(current, values)) return { step: current, message: M.stepInvalid };
  return { step: Math.min(current + 1, LAST_STEP), message: null };
};

/**
 * Submitting from the last step: null when every step is valid. Otherwise the first step
 * that is not, with 'Please complete all required fields in step N.' when it is an
 * earlier step, or 'Please fill in all required fields correctly.' when it is this one.
 */
export const submitProblem = (current: number, values: unknown): StepMove | null => {
  for (let step = 0; step < TRADE_STEPS.length; step += 1) {
    if (isStepValid(step, values)) continue;
    return { step, message: step === current ? M.formInvalid : stepIncompleteMessage(step + 1) };
  }
  return null;
};

import { describe, expect, it } from 'vitest';
import {
  LAST_STEP,
  moveToStep,
  stepErrors,
  submitProblem,
  TRADE_STEPS,
} from '../../src/support/trade-application-steps.ts';
import { TRADE_FIELDS } from '../../src/support/trade-application.ts';
import { validApplication } from './fixtures.ts';

const empty = {};

describe('the steps', () => {
  it('cover every field once: company, owner and contact, business size', () => {
    expect(TRADE_STEPS.map((s) => s.title)).toEqual(['Company', 'Owner and contact', 'Business size']);
    expect(TRADE_STEPS.flatMap((s) => s.fields).sort()).toEqual([...TRADE_FIELDS].sort());
    expect(LAST_STEP).toBe(2);
  });

  it('report the messages of their own fields only', () => {
    expect(stepErrors(0, empty)).toEqual({
      companyName: 'Company Name is required',
      companyDescription: 'Company Description is required',
      location: 'Location is required',
    });
    expect(stepErrors(1, { ...validApplication, phone: '555' })).toEqual({
      phone: 'Please enter a valid 10-digit phone number',
    });
    expect(stepErrors(2, validApplication)).toEqual({});
  });
});

describe('moving between steps (spec §4)', () => {
  it('goes forward only from a valid step, with the current-step message otherwise', () => {
    expect(moveToStep(0, 1, empty)).toEqual({
      step: 0,
      message: 'Please complete all required fields in the current step.',
    });
    expect(moveToStep(0, 1, validApplication)).toEqual({ step: 1, message: null });
  });

  it('lands on the next step only when asked to jump further', () => {
    expect(moveToStep(0, 2, validApplication)).toEqual({ step: 1, message: null });
    expect(moveToStep(2, 5, validApplication)).toEqual({ step: 2, message: null });
  });

  it('always allows going back, whatever the current step holds', () => {
    expect(moveToStep(2, 0, empty)).toEqual({ step: 0, message: null });
    expect(moveToStep(1, 1, empty)).toEqual({ step: 1, message: null });
  });
});

describe('submitting', () => {
  it('is allowed when every step is valid', () => {
    expect(submitProblem(2, validApplication)).toBeNull();
  });

  it('names an earlier step that is incomplete, and sends the applicant there', () => {
    expect(submitProblem(2, { ...validApplication, email: '' })).toEqual({
      step: 1,
      message: 'Please complete all required fields in step 2.',
    });
  });

  it('asks to fix the fields of the last step when they are the problem', () => {
    expect(submitProblem(2, { ...validApplication, annualRevenue: '' })).toEqual({
      step: 2,
      message: 'Please fill in all required fields correctly.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  canDelete,
  canFill,
  canSend,
  HAND_OFF_STATE_NAMES,
  isAddressedTo,
  isFinal,
} from '../../src/staff/hand-offs-constants.ts';
import { isOwnAddress } from '../../src/staff/own-behalf.ts';

describe('hand-off states', () => {
  it('lets the designer change and delete only a draft', () => {
    expect(HAND_OFF_STATE_NAMES.filter(canFill)).toEqual(['draft']);
    expect(HAND_OFF_STATE_NAMES.filter(canDelete)).toEqual(['draft']);
  });

  it('sends a draft, and sends a sent hand-off again, but never an answered one', () => {
    expect(HAND_OFF_STATE_NAMES.filter(canSend)).toEqual(['draft', 'sent']);
  });

  it('is answered only once it was sent, and an answer is final', () => {
    expect(HAND_OFF_STATE_NAMES.filter(canAnswer)).toEqual(['sent']);
    expect(HAND_OFF_STATE_NAMES.filter(isFinal)).toEqual(['accepted', 'declined']);
  });
});

describe('who sees a hand-off', () => {
  const sent = { email: 'Pat@Example.com', state: 'sent' as const };

  it('shows a sent or answered hand-off to its address in any case, and to nobody else', () => {
    expect(isAddressedTo(sent, { email: 'pat@example.com' })).toBe(true);
    expect(isAddressedTo({ ...sent, state: 'accepted' }, { email: ' PAT@example.com ' })).toBe(true);
    expect(isAddressedTo({ ...sent, state: 'declined' }, { email: 'pat@example.com' })).toBe(true);
    expect(isAddressedTo(sent, { email: 'kim@example.com' })).toBe(false);
    expect(isAddressedTo(sent, { email: 'pat@example.co' })).toBe(false);
  });

  it('keeps a draft from its customer', () => {
    expect(isAddressedTo({ ...sent, state: 'draft' }, { email: 'pat@example.com' })).toBe(false);
  });

  it('refuses a hand-off to the designer themself, by address in any case; the command line has none', () => {
    const sam = { id: 'u1', email: 'Sam@Example.com' };
    expect(isOwnAddress(sam, ' sam@EXAMPLE.com')).toBe(true);
    expect(isOwnAddress(sam, 'pat@example.com')).toBe(false);
    expect(isOwnAddress({ id: null, email: 'cli' }, 'cli')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isOwnAccount, isOwnApplication } from '../../src/staff/own-behalf.ts';

describe('acting on your own behalf', () => {
  const sam = { id: 'u1', email: 'Sam@Example.com' };
  const cli = { id: null, email: 'cli' };

  it("is an action on the actor's own account, never on another's, and never the command line's", () => {
    expect(isOwnAccount(sam, 'u1')).toBe(true);
    expect(isOwnAccount(sam, 'u2')).toBe(false);
    expect(isOwnAccount(sam, null)).toBe(false);
    expect(isOwnAccount(cli, null)).toBe(false);
    expect(isOwnAccount(cli, undefined)).toBe(false);
  });

  it("takes an application as the actor's own by the account it is for, or by its address in any case", () => {
    expect(isOwnApplication(sam, { email: 'other@example.com', accountId: 'u1' })).toBe(true);
    expect(isOwnApplication(sam, { email: ' sam@EXAMPLE.com ', accountId: null })).toBe(true);
    expect(isOwnApplication(sam, { email: 'sam@example.com', accountId: 'u2' })).toBe(true);
    expect(isOwnApplication(sam, { email: 'other@example.com', accountId: 'u2' })).toBe(false);
    expect(isOwnApplication(sam, { email: 'other@example.com', accountId: undefined })).toBe(false);
    expect(isOwnApplication(cli, { email: 'cli', accountId: null })).toBe(false);
  });
});

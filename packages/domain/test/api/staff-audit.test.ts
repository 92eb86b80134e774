import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_AREAS, auditActionLabel, auditQuerySchema } from '../../src/api/staff-audit.ts';

describe('audit log words', () => {
  it('has words for every action, and each action belongs to an area', () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      expect(auditActionLabel(action)).not.toBe(action);
      expect(Object.keys(AUDIT_AREAS)).toContain(action.split('.')[0]);
    }
    expect(auditActionLabel('order.status')).toBe("Changed an order's status");
  });

  it('shows an action it does not know as it is, even one named like an object property', () => {
    expect(auditActionLabel('order.refund')).toBe('order.refund');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});

describe('audit log query', () => {
  it('trims its searches and drops blank ones', () => {
    expect(v.parse(auditQuerySchema, { actor: '  ann@ ', target: '   ' })).toEqual({
      actor: 'ann@',
      page: 1,
      pageSize: 50,
    });
  });

  it('takes only a known area', () => {
    expect(v.safeParse(auditQuerySchema, { area: 'catalogue' }).success).toBe(true);
    expect(v.safeParse(auditQuerySchema, { area: 'constructor' }).success).toBe(false);
  });
});

/** Money is integer cents everywhere; formatting happens at the edge. */
export type Cents = number & { readonly __brand: 'Cents' };

export const cents = (value: number): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
};

export const dollars = (amount: number): Cents => cents(Math.round(amount * 100));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (amount: number): string => usd.format(amount / 100);

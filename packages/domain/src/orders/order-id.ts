/** Order ids are stored as 'RTA-ORD-<n>'; people see them without the prefix (spec §3 Order). */
export const ORDER_ID_PREFIX = 'RTA-ORD-';

export const formatOrderId = (id: string): string =>
  id.startsWith(ORDER_ID_PREFIX) ? id.slice(ORDER_ID_PREFIX.length) : id;

/** Choosing an order in the contact modal sets the subject to this (spec §5 Simple contact form). */
export const orderSupportSubject = (id: string): string => `Order Support - #${formatOrderId(id)}`;

/**
 * What a shopper types to find an order by its number ('#K7M2', 'rta-ord-k7m2', ' k7m2 ')
 * as the part of the stored id to look for: without '#', the prefix or spaces, upper case.
 */
export const orderNumberQuery = (text: string): string => {
  const bare = text.trim().replace(/^#/, '').trim().toUpperCase();
  return formatOrderId(bare).replace(/\s+/g, '');
};

/** Order ids are stored as 'RTA-ORD-<n>'; people see them without the prefix (spec §3 Order). */
export const ORDER_ID_PREFIX = 'RTA-ORD-';

export const formatOrderId = (id: string): string =>
  id.startsWith(ORDER_ID_PREFIX) ? id.slice(ORDER_ID_PREFIX.length) : id;

/** Choosing an order in the contact modal sets the subject to this (spec §5 Simple contact form). */
export const orderSupportSubject = (id: string): string => `Order Support - #${formatOrderId(id)}`;

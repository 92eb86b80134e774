import type { SupportRequestBody } from '../api/contact.ts';
import type { ContactFormValues } from './contact-rules.ts';
import { orderSupportSubject } from '../orders/order-id.ts';
import { pickExtraDetails, SUPPORT_CONTEXTS, type SimpleContextId } from './contexts.ts';
import { applicationSubject, flattenApplication, type TradeApplication } from './trade-application.ts';

/**
 * The bodies the contact modal sends to POST /api/contact (spec §7): the simple form's
 * fields with the context, its priority and the context's extra details; an application as
 * its own fields plus the flattened message.
 */
export const contactRequestBody = (
  context: SimpleContextId,
  values: ContactFormValues,
  details: Readonly<Record<string, unknown>>,
): SupportRequestBody => {
  const definition = SUPPORT_CONTEXTS[context];
  const common = {
    formType: 'contact' as const,
    priority: definition.priority,
    name: values.name,
    email: values.email,
    message: values.message,
    details: pickExtraDetails(definition, details),
  };
  if (context === 'order_support') {
    return {
      ...common,
      context,
      subject: orderSupportSubject(values.orderId),
      details: { ...common.details, orderId: values.orderId },
    };
  }
  return { ...common, context, subject: values.subject };
};

export const tradeRequestBody = (application: TradeApplication): SupportRequestBody => ({
  formType: 'trade_pro_registration',
  context: 'trade_pro_registration',
  priority: SUPPORT_CONTEXTS.trade_pro_registration.priority,
  name: application.ownerName,
  email: application.email,
  subject: applicationSubject(application),
  message: flattenApplication(application),
  application,
});

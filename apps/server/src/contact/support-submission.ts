import type { SupportRequest, SupportFormType } from '@rta/domain/api/contact';
import { orderSupportSubject } from '@rta/domain/orders/order-id';
import {
  pickExtraDetails,
  SUPPORT_CONTEXTS,
  type ExtraDetails,
  type SupportContext,
} from '@rta/domain/support/contexts';
import { SUPPORT_MESSAGES as M } from '@rta/domain/support/messages';
import { applicationSubject, flattenApplication, type TradeApplication } from '@rta/domain/support/trade-application';
import type { ApiUser } from '@rta/domain/accounts/user';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import type { SupportRepository } from './support-repository.ts';

/** A validated request made ready to store: who wrote, to whom it goes, and what it says. */
export interface Submission {
  context: SupportContext;
  formType: SupportFormType;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  extra: ExtraDetails;
  recipientEmail: string;
  application: TradeApplication | null;
}

/** The context's own mailbox if configured, else the store's support mailbox. */
export const recipientFor = (support: AppConfig['support'], context: SupportContext): string =>
  support.byContext[context.id] ?? support.email;

/**
 * Turns a request into a submission. The server decides what the client may not: the
 * priority and recipient come from the context, a signed-in sender writes from their
 * account's address (the form shows it read-only), an order must be one of the sender's
 * own, and an application's subject and message are rebuilt from its fields.
 */
export const prepareSubmission = async (
  request: SupportRequest,
  user: ApiUser | null,
  support: AppConfig['support'],
  repository: SupportRepository,
): Promise<Submission> => {
  const context = SUPPORT_CONTEXTS[request.context];
  const common = { context, userId: user?.id ?? null, recipientEmail: recipientFor(support, context) };

  if (request.context === 'trade_pro_registration') {
    const application = { ...request.application, email: user?.email ?? request.application.email };
    return {
      ...common,
      formType: 'trade_pro_registration',
      name: application.ownerName,
      email: application.email,
      subject: applicationSubject(application),
      message: flattenApplication(application),
      extra: {},
      application,
    };
  }

  const extra = pickExtraDetails(context, request.details);
  let subject = request.subject ?? '';
  if (request.context === 'order_support') {
    const order = user ? await repository.findUserOrder(user.id, request.details.orderId) : undefined;
    if (!order) throw new HttpError(400, M.orderRequired, 'VALIDATION_FAILED');
    subject = orderSupportSubject(order.id);
    extra.orderId = order.id;
    extra.orderDate = order.createdAt.toISOString();
  }
  return {
    ...common,
    formType: 'contact',
    name: request.name,
    email: user?.email ?? request.email,
    subject,
    message: request.message,
    extra,
    application: null,
  };
};

import { contactAnswer, type ContactAnswer } from '@rta/domain/support/contact-answers';
import { CONTACT_API_PATHS, contactResponseSchema, type SupportRequestBody } from '@rta/domain/api/contact';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/contact, answered as what the modal says (spec §8 Contact). Never throws:
 * no answer at all (network, timeout) is the default failure message. Not retried, so a
 * message is never sent twice.
 */
export const sendSupportRequest = async (body: SupportRequestBody): Promise<ContactAnswer> => {
  const formType = body.context === 'trade_pro_registration' ? 'trade_pro_registration' : 'contact';
  try {
    await apiRequest(CONTACT_API_PATHS.contact, contactResponseSchema, { method: 'POST', body });
    return contactAnswer(201, null, formType);
  } catch (error) {
    if (error instanceof ApiError) return contactAnswer(error.status, error.body, formType);
    return contactAnswer(0, null, formType);
  }
};

import { AUTH_ERROR_CODES as CODES } from '@rta/domain/accounts/messages';
import { passwordWordsMessage, type PasswordWords } from '@rta/domain/accounts/rules';
import { HttpError } from '../lib/http-error.ts';

/** One field refused after its schema passed; answered like a schema's refusal, with `fields` (validation-answers.ts). */
export class FieldRefused extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message, CODES.validation);
    this.name = 'FieldRefused';
  }
}

/**
 * Refuses a new password (signup, reset, change) that is common or holds the store's name or
 * the account's own names or address (ASVS 6.2.4, 6.1.2); callers check before they write.
 * The web forms check the same rule, but the server is the authority.
 */
export const checkNewPassword = (
  words: PasswordWords,
  password: string,
  person: { firstName: string; lastName: string; email: string },
  field: string,
): void => {
  const message = passwordWordsMessage(password, person, words);
  if (message) throw new FieldRefused(field, message);
};

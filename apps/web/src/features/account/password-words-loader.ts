import type { PasswordWords } from '@rta/domain/accounts/rules';
import { storeConfig } from '../../lib/store-config.ts';

/**
 * What the forms that set a password check it against (auth-rules.ts, password-words.ts):
 * the store's name and the list of common passwords. The list is about 200 KB gzipped, a
 * chunk of its own that no page loads first: a form asks for it as it opens
 * (`preloadPasswordWords`), so it has usually arrived by the time a password is typed.
 */
export const loadPasswordWords = (): Promise<PasswordWords> =>
  import('@rta/domain/accounts/common-passwords').then(({ COMMON_PASSWORDS }) => ({
    storeName: storeConfig.storeName,
    commonPasswords: COMMON_PASSWORDS,
  }));

/** Starts loading the list without waiting for it; a failed load is asked for again when the form checks. */
export const preloadPasswordWords = (): void => {
  loadPasswordWords().catch(() => undefined);
};

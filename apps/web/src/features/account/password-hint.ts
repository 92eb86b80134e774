/**
 * The rules for a new password in a sentence, shown under every new-password field: spec §5's
 * composition rule, then what password-words.ts (packages/domain) refuses besides.
 */
export const PASSWORD_HINT =
  "8 to 128 characters with an upper-case letter, a lower-case letter, a number and one of ! @ # $ % ^ & *; not a common password, and without your name, your email address or the store's name.";

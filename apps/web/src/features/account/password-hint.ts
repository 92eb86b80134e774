/** The signup password rules of spec §5 in a sentence, shown under every new-password field. */
export const PASSWORD_HINT =
  '8 to 128 characters with an upper-case letter, a lower-case letter, a number and one of ! @ # $ % ^ & *.';

/** What /reset-password says above its form: shown in the page's first render, before the form's code is in. */
export const RESET_REQUEST_TEXT =
  'Enter the email address of your account and we will send you a link to set a new password.';

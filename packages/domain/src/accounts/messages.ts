import { SESSION_MESSAGES } from './session-messages.ts';

export { AUTH_ERROR_CODES, rateLimitMessage, type AuthErrorCode } from './session-messages.ts';

/**
 * Every message of accounts and sessions, word for word where the spec gives one (§5 Login
 * and signup, §8 Login, Signup, Rate limit). The server answers with these and the web app
 * shows them, so the two never drift apart.
 */
export const AUTH_MESSAGES = {
  // §5 Login and signup: form validation.
  firstNameInvalid: 'First name contains invalid characters.',
  lastNameInvalid: 'Last name contains invalid characters.',
  nameRequired: 'Name is required',
  nameInvalid: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  firstNameTooLong: 'First name cannot exceed 50 characters.',
  lastNameTooLong: 'Last name cannot exceed 50 characters.',
  nameTooLong: 'Name cannot exceed 50 characters.',
  emailInvalid: 'Please enter a valid email address.',
  passwordWeak:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
  passwordsDoNotMatch: 'Passwords do not match.',
  // A password that passes the rule above but is common or holds a name (accounts/password-words.ts).
  passwordCommon: 'This password is too common. Please choose a less predictable one.',
  passwordPersonal: "Password must not contain your name, your email address or the store's name.",
  passwordRequired: 'Please enter your password.',
  requestBodyInvalid: 'The request body must be a JSON object.',

  // §8 Login.
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  loginError: 'An error occurred during login. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again in 15 minutes.',

  // §8 Signup.
  signupEmailUnavailable:
    'This email address is not available for signup. Please try a different email address or login if you already have an account.',
  signupForbidden: 'Unable to complete signup at this time. Please try again later.',
  signupError: 'An error occurred during signup. Please try again.',
  signupSuccess: 'Signup successful! Please check your email to verify your account.',

  // Sessions and tokens.
  ...SESSION_MESSAGES,
  authenticationRequired: 'Please log in to continue.',
  tokenInvalid: 'Invalid token',
  tokenExpired: 'Token has expired',
  fingerprintMismatch: 'Token does not belong to this device',
  fingerprintRequired: 'A device fingerprint is required (X-Device-Fingerprint header).',
  tokenAlreadyRotated: 'This token has already been rotated. Use the newer token.',
  forbidden: 'You do not have permission to do this.',
  verifyBeforeCheckout: 'Please check your email and verify your account before proceeding to checkout.',

  // E-mail verification.
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified. Thank you!',
  verificationSent: 'We have sent a new verification link. Please check your email.',
  alreadyVerified: 'Your email address is already verified.',

  // Password reset and change.
  resetRequested: 'If an account exists for that email address, we have sent a link to reset its password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordResetDone: 'Your password has been reset. Please log in with your new password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Your other sessions have been logged out.',

  // A new device while new devices are locked out of an address (issue 19).
  newDeviceLinkOffer: 'Is this your account? We can email you a link that lets this device log in.',
  newDeviceLinkButton: 'Email me a link for this device',
  newDeviceLinkRequested:
    'If an account exists for that email address, we have sent it a link. Open it in this browser within 1 hour, then log in.',
  newDeviceLinkInvalid: 'This link is invalid, used or expired. Ask for a new one from the login form.',
  newDeviceLinkDone: 'This browser can now log in to your account. Log in with your password.',
  deviceKeyInvalid: 'A device key is 16 to 128 letters, digits, hyphens or underscores.',
  deviceRequired: 'A device fingerprint (X-Device-Fingerprint header) or a device key is required.',
} as const;

/** The welcome toast after login (§8); after signup the variant names the store. */
export const welcomeBackMessage = (firstName: string): string =>
  `Welcome back, ${firstName}! Click your name to access your profile.`;
export const welcomeNewMessage = (firstName: string, storeName: string): string =>
  `Welcome to ${storeName}, ${firstName}! Click your name to access your profile.`;

/** The server's answer while an address is locked; with 15 minutes left it is the spec's own sentence. */
export const accountLockedMessage = (minutesLeft: number): string =>
  `Too many attempts. Please try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`;

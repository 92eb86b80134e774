/** The accounts API's paths (api/accounts.ts re-exports them; the web app's first paint imports them from here, without zod). */
export const AUTH_API_PATHS = {
  signup: '/api/signup',
  login: '/api/login',
  logout: '/api/logout',
  user: '/api/user',
  rotateToken: '/api/rotate-token',
  validateToken: '/api/validate-token',
  verifyEmail: '/api/verify-email',
  resendVerification: '/api/verify-email/resend',
  passwordReset: '/api/password-reset',
  passwordResetComplete: '/api/password-reset/complete',
  changePassword: '/api/change-password',
  newDeviceLink: '/api/new-device-link',
  newDeviceLinkConfirm: '/api/new-device-link/confirm',
} as const;

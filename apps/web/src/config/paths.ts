/** Every route of the store in one place (spec §2 Routes). */
export const paths = {
  home: '/',
  store: '/store',
  checkout: '/checkout',
  paymentConfirmation: '/payment-confirmation',
  policies: '/policies',
  visit: '/visit',
  faq: '/faq',
  designSupport: '/design-support',
  contractorProgram: '/contractor-program',
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  resetPassword: '/reset-password',
  resetPasswordWithToken: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
} as const;

import type { RoutesPlugin } from '../plugins/validation.ts';
import { newDeviceRoutes } from './new-device-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signupRoutes } from './signup-routes.ts';
import { answerValidationErrors } from './validation-answers.ts';

/** The accounts API (signup, verification, login, tokens, password reset, new devices), mounted under /api. */
export const authRoutes: RoutesPlugin = async (app) => {
  app.setErrorHandler(answerValidationErrors);
  await app.register(signupRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(newDeviceRoutes);
};

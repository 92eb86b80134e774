import { z } from 'zod';
import { OPAQUE_TOKEN } from './auth-constants.ts';
import { AUTH_MESSAGES as M } from './auth-messages.ts';
import { emailSchema, loginFormSchema, loginPasswordSchema, signupPasswordSchema } from './auth-rules.ts';
import { apiUserSchema } from './user.ts';

/**
 * The accounts API: paths, request bodies and answers. The server declares its routes
 * with these schemas and the web app parses answers with them. Every call may also carry
 * `Authorization: Bearer <token>` and the X-Device-Fingerprint header.
 */
export { AUTH_API_PATHS } from './auth-paths.ts';

/** A value the browser keeps for its device (spec: deviceFingerprint); printable ASCII, 8 to 256 characters. */
export const fingerprintSchema = z
  .string({ error: M.fingerprintRequired })
  .trim()
  .min(8, { error: M.fingerprintRequired, abort: true })
  .max(256, { error: M.fingerprintRequired, abort: true })
  .regex(/^[\x21-\x7e]+$/, { error: M.fingerprintRequired });

/** Session tokens and link tokens are base64url text; anything else cannot be one of ours. */
const opaqueToken = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(OPAQUE_TOKEN.minLength, { error: message, abort: true })
    .max(OPAQUE_TOKEN.maxLength, { error: message, abort: true })
    .regex(OPAQUE_TOKEN.pattern, { error: message });

export const sessionTokenSchema = opaqueToken(M.tokenInvalid);

const isoDate = z.string().describe('ISO 8601 date and time');

/** The web app's device key (DEVICE_KEY_STORAGE_KEY): kept across logouts, sent to log in. */
export const deviceKeySchema = opaqueToken(M.deviceKeyInvalid);

export const loginRequestSchema = loginFormSchema.extend({ fingerprint: fingerprintSchema.optional(), deviceKey: deviceKeySchema.optional() });
export const loginResponseSchema = z.object({ token: z.string(), user: apiUserSchema, expiresAt: isoDate });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signupResponseSchema = z.object({ requiresVerification: z.literal(true), message: z.string() });

export const userResponseSchema = z.object({ user: apiUserSchema });

export const rotateTokenRequestSchema = z.object({
  currentToken: sessionTokenSchema,
  fingerprint: fingerprintSchema.optional(),
});
export const rotateTokenResponseSchema = z.object({ success: z.literal(true), token: z.string(), expiresAt: isoDate });

export const validateTokenRequestSchema = z.object({
  token: sessionTokenSchema.optional(),
  type: z.string().max(50).optional(),
});
export const validateTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
  expiresAt: isoDate.optional(),
});

export const verifyEmailRequestSchema = z.object({ token: opaqueToken(M.verificationLinkInvalid) });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetCompleteSchema = z.object({
  token: opaqueToken(M.resetLinkInvalid),
  password: signupPasswordSchema,
});

/** Asks for a link that lets a new device log in (the answer is the same for every address). */
export const newDeviceLinkRequestSchema = z.object({ email: emailSchema });
/** Opens that link in the browser that should log in: it becomes a known device of the account. */
export const newDeviceLinkConfirmSchema = z.object({
  token: opaqueToken(M.newDeviceLinkInvalid),
  deviceKey: deviceKeySchema.optional(),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: loginPasswordSchema,
  newPassword: signupPasswordSchema,
});

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** Every error answer: a message to show, a code to branch on, and per-field messages for 400s. */
export const authErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  success: z.literal(false).optional(),
});
export type AuthError = z.infer<typeof authErrorSchema>;

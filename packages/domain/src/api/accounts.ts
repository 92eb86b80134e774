import * as v from 'valibot';
import { fields } from '../common/fields.ts';
import { OPAQUE_TOKEN } from '../accounts/constants.ts';
import { AUTH_MESSAGES as M } from '../accounts/messages.ts';
import { emailSchema, loginFormSchema, loginPasswordSchema, signupPasswordSchema } from '../accounts/rules.ts';

/**
 * The accounts API: paths, request bodies and answers. The server declares its routes
 * with these schemas and the web app parses answers with them. Every call may also carry
 * `Authorization: Bearer <token>` and the X-Device-Fingerprint header.
 */
export { AUTH_API_PATHS } from './account-paths.ts';

/** A value the browser keeps for its device (spec: deviceFingerprint); printable ASCII, 8 to 256 characters. */
/** Ends a value's checks when one before it has failed (a pipe stops before a transformation). */
const settled = v.transform((value: string) => value);

export const fingerprintSchema = v.pipe(
  v.string(M.fingerprintRequired),
  v.trim(),
  v.minLength(8, M.fingerprintRequired),
  settled,
  v.maxLength(256, M.fingerprintRequired),
  settled,
  v.regex(/^[\x21-\x7e]+$/, M.fingerprintRequired),
);

/** Session tokens and link tokens are base64url text; anything else cannot be one of ours. */
const opaqueToken = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(OPAQUE_TOKEN.minLength, message),
    settled,
    v.maxLength(OPAQUE_TOKEN.maxLength, message),
    settled,
    v.regex(OPAQUE_TOKEN.pattern, message),
  );

export const sessionTokenSchema = opaqueToken(M.tokenInvalid);

const isoDate = v.pipe(v.string(), v.description('ISO 8601 date and time'));

/** The web app's device key (DEVICE_KEY_STORAGE_KEY): kept across logouts, sent to log in. */
export const deviceKeySchema = opaqueToken(M.deviceKeyInvalid);

export const loginRequestSchema = fields({
  ...loginFormSchema.entries,
  fingerprint: v.optional(fingerprintSchema),
  deviceKey: v.optional(deviceKeySchema),
});
/**
 * The signed-in user as the API sends it (spec §3 User). `enabled` is 1 once the e-mail
 * address is verified; `_rolesVersion` changes whenever roles change, so the web app knows
 * when to refresh badges and prices. Roles are role names such as 'Contractor User Gold'.
 */
export const apiUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  roles: v.array(v.string()),
  enabled: v.picklist([0, 1]),
  _rolesVersion: v.pipe(v.number(), v.safeInteger()),
});
/**
 * The answer to GET /api/user: the signed-in user. The web app's first render for a signed-in
 * visitor waits for it; this module loads in parallel with the request (not with the entry).
 */
export const userResponseSchema = v.object({ user: apiUserSchema });

export const loginResponseSchema = v.object({ token: v.string(), user: apiUserSchema, expiresAt: isoDate });
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

export const signupResponseSchema = v.object({ requiresVerification: v.literal(true), message: v.string() });

export const rotateTokenRequestSchema = fields({
  currentToken: sessionTokenSchema,
  fingerprint: v.optional(fingerprintSchema),
});
export const rotateTokenResponseSchema = v.object({ success: v.literal(true), token: v.string(), expiresAt: isoDate });

export const validateTokenRequestSchema = v.object({
  token: v.optional(sessionTokenSchema),
  type: v.optional(v.pipe(v.string(), v.maxLength(50))),
});
export const validateTokenResponseSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  expiresAt: v.optional(isoDate),
});

export const verifyEmailRequestSchema = fields({ token: opaqueToken(M.verificationLinkInvalid) });

export const passwordResetRequestSchema = fields({ email: emailSchema });
export const passwordResetCompleteSchema = fields({
  token: opaqueToken(M.resetLinkInvalid),
  password: signupPasswordSchema,
});

/** Asks for a link that lets a new device log in (the answer is the same for every address). */
export const newDeviceLinkRequestSchema = fields({ email: emailSchema });
/** Opens that link in the browser that should log in: it becomes a known device of the account. */
export const newDeviceLinkConfirmSchema = fields({
  token: opaqueToken(M.newDeviceLinkInvalid),
  deviceKey: v.optional(deviceKeySchema),
});

export const changePasswordRequestSchema = fields({
  currentPassword: loginPasswordSchema,
  newPassword: signupPasswordSchema,
});

export const successMessageSchema = v.object({ success: v.literal(true), message: v.string() });

/** Every error answer: a message to show, a code to branch on, and per-field messages for 400s. */
export const authErrorSchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.array(v.string())),
  fields: v.optional(v.record(v.string(), v.string())),
  success: v.optional(v.literal(false)),
});
export type AuthError = v.InferOutput<typeof authErrorSchema>;

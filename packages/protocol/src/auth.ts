import { z } from 'zod';
import { languageSchema } from './sports.js';
import { userSchema } from './user.js';
import { emailSchema, newPasswordSchema, signInPasswordSchema, usernameSchema } from './validation.js';
import { safeString } from './input-safety.js';
import { lazySchema } from './lazy-schema.js';

/**
 * POST /auth/signup. The spec's client also sends its default stats and lists; they are
 * accepted and ignored (a new account always starts from the defaults).
 */
export const signUpRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    username: usernameSchema,
    /** The interface language the account starts in; English when left out. */
    language: languageSchema.optional(),
  }),
);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /auth/signin: `username` carries the e-mail (spec section 7); `email` may too. */
export const signInRequestSchema = lazySchema(() =>
  z
    .object({
      username: z.string().trim().optional(),
      email: z.string().trim().optional(),
      password: signInPasswordSchema,
    })
    .transform((value) => ({ email: (value.email || value.username || '').toLowerCase(), password: value.password })),
);
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const authResponseSchema = lazySchema(() =>
  z.object({
    user: userSchema,
    access_token: z.string(),
    /** Seconds until the access token expires. */
    expires_in: z.number().int(),
  }),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /auth/username-user?username — true when the name is taken. */
export const usernameCheckQuerySchema = lazySchema(() => z.object({ username: safeString().max(64) }));

/**
 * GET /auth/username-allowed?username (same query): whether the profanity and slur filter lets
 * the name through, so the sign-up and rename forms can say so before they are sent (the server
 * checks again on submit). Always true with TEXT_FILTER=off.
 */
export const usernameAllowedResponseSchema = lazySchema(() => z.object({ allowed: z.boolean() }));
export type UsernameAllowedResponse = z.infer<typeof usernameAllowedResponseSchema>;

export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email: emailSchema }));
export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().min(10).max(200),
    password: newPasswordSchema,
  }),
);

export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));

/** Every HTTP error: `detail` is a text or per-field texts; `code` is stable; `fields` holds per-field codes. */
export const errorResponseSchema = lazySchema(() =>
  z.object({
    detail: z.union([z.string(), z.record(z.string(), z.string())]),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * GET /auth/config — what the sign-in screens may offer, and the operator's contact address the
 * terms and privacy pages show (CONTACT_EMAIL; null: none published).
 */
export const authConfigResponseSchema = lazySchema(() =>
  z.object({ googleClientId: z.string().nullable(), contactEmail: z.string().nullable() }),
);
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

/**
 * The identity-provider variant of POST /auth/signup and /auth/signin (spec section 7: the
 * provider credential travels as `password`). `provider` marks it; a spec client that leaves it
 * out is recognised by the credential's JWT shape. The server reads e-mail and name from the
 * verified credential, never from these fields.
 */
export const PROVIDER_CREDENTIAL_MAX = 4096;
export const providerAuthRequestSchema = lazySchema(() =>
  z.object({
    provider: z.literal('google').optional(),
    password: z.string().min(20).max(PROVIDER_CREDENTIAL_MAX),
    /** Sign-up only: the name the device generated (section 5); the server makes it unique. */
    username: z.string().trim().max(64).optional(),
    language: languageSchema.optional(),
  }),
);
export type ProviderAuthRequest = z.input<typeof providerAuthRequestSchema>;

const JWT_SHAPE = /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** True when a sign-up or sign-in body carries an identity-provider credential. */
export function isProviderAuthRequest(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { provider, password } = body as { provider?: unknown; password?: unknown };
  return provider === 'google' || (typeof password === 'string' && password.length > 100 && JWT_SHAPE.test(password));
}

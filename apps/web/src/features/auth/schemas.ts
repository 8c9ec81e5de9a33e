import { emailSchema, lazySchema, newPasswordSchema, signInPasswordSchema, usernameSchema } from '@fanclash/protocol';
import { z } from 'zod';

/**
 * The auth forms' schemas, built from the shared rules in @fanclash/protocol so the browser
 * and the server reject the same input with the same codes. Only form-only rules live here.
 */
export const TERMS_REQUIRED = 'terms_required';
export const PASSWORDS_MISMATCH = 'passwords_mismatch';

export const signUpFormSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    username: usernameSchema,
    password: newPasswordSchema,
    terms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED),
  }),
);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

export const signInFormSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: signInPasswordSchema,
  }),
);
export type SignInFormValues = z.output<typeof signInFormSchema>;

export const forgotPasswordFormSchema = lazySchema(() => z.object({ email: emailSchema }));
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = lazySchema(() =>
  z
    .object({ password: newPasswordSchema, confirm: z.string() })
    .refine((value) => value.password === value.confirm, { message: PASSWORDS_MISMATCH, path: ['confirm'] }),
);
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

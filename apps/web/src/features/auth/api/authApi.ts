import {
  authConfigResponseSchema,
  authResponseSchema,
  messageResponseSchema,
  usernameAllowedResponseSchema,
  type AuthConfigResponse,
  type AuthResponse,
  type Language,
} from '@fanclash/protocol';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';

/** The /auth calls (contract: spec section 7 and the server's auth routes). */
export const authApi = {
  signUp(input: { email: string; password: string; username: string; language: Language }): Promise<AuthResponse> {
    return apiRequest('/auth/signup', { method: 'POST', body: input, auth: false, schema: authResponseSchema });
  },

  /** The spec's client sends the e-mail as `username` too. */
  signIn(input: { email: string; password: string }): Promise<AuthResponse> {
    return apiRequest('/auth/signin', {
      method: 'POST',
      body: { username: input.email, email: input.email, password: input.password },
      auth: false,
      schema: authResponseSchema,
    });
  },

  /** Sign-up with a Google credential as the password (spec section 7); `provider` tells the server. */
  googleSignUp(input: { email: string; credential: string; username: string; language: Language }): Promise<AuthResponse> {
    const body = { provider: 'google', email: input.email, password: input.credential, username: input.username, language: input.language };
    return apiRequest('/auth/signup', { method: 'POST', body, auth: false, schema: authResponseSchema });
  },

  googleSignIn(input: { email: string; credential: string }): Promise<AuthResponse> {
    const body = { provider: 'google', username: input.email, email: input.email, password: input.credential };
    return apiRequest('/auth/signin', { method: 'POST', body, auth: false, schema: authResponseSchema });
  },

  /** Ends the refresh session (the server clears the cookie). No renewal first: signing out needs no fresh token. */
  async signOut(): Promise<void> {
    await apiRequest('/auth/signout', { method: 'POST', auth: false });
  },

  /**
   * Ends every sign-in of the account (bearer): the server bumps the token version, so every
   * access token stops working, revokes every refresh token and clears this device's cookie.
   */
  async signOutEverywhere(): Promise<void> {
    await apiRequest('/auth/signout-all', { method: 'POST' });
  },

  /** True when the name is already taken. */
  usernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
    return apiRequest('/auth/username-user', { query: { username }, auth: false, schema: z.boolean(), signal });
  },

  /** Whether the server's profanity and slur filter lets the name through (it checks again on submit). */
  async usernameAllowed(username: string, signal?: AbortSignal): Promise<boolean> {
    return (await apiRequest('/auth/username-allowed', { query: { username }, auth: false, schema: usernameAllowedResponseSchema, signal }))
      .allowed;
  },

  forgotPassword(email: string): Promise<{ message: string }> {
    return apiRequest('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema });
  },

  resetPassword(token: string, password: string): Promise<{ message: string }> {
    return apiRequest('/auth/reset-password', { method: 'POST', body: { token, password }, auth: false, schema: messageResponseSchema });
  },

  config(): Promise<AuthConfigResponse> {
    return apiRequest('/auth/config', { auth: false, schema: authConfigResponseSchema });
  },
};

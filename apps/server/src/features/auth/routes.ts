import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLOSE_CODES,
  CLOSE_REASONS,
  ERROR_CODES,
  forgotPasswordRequestSchema,
  isProviderAuthRequest,
  providerAuthRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  usernameCheckQuerySchema,
  type UsernameAllowedResponse,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { isOffensiveUsername } from '../../lib/text-filter/index.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { createGoogleVerifier, type GoogleVerifier } from './google.js';
import { createAuthService, type Session } from './service.js';
import { createAuthStore } from './store.js';

const REFRESH_COOKIE = 'fc_refresh';

/** POST /auth/signup, /auth/signin, /auth/refresh, /auth/signout, password reset, username checks (taken, allowed). */
export async function authRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  const service = createAuthService(platform, createAuthStore(platform.db));
  // Reset e-mails are sent after the answer; let them finish before the database closes.
  platform.onShutdown(() => service.idle());

  const sendSession = (request: FastifyRequest, reply: FastifyReply, session: Session, status = 200) => {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/auth',
      maxAge: platform.config.refreshTokenTtlS,
    });
    return reply.code(status).send({ user: session.user, access_token: session.accessToken, expires_in: platform.config.accessTokenTtlS });
  };

  const { googleClientId, googleJwksUrl } = platform.config;
  const verifyGoogle: GoogleVerifier | null = googleClientId ? createGoogleVerifier(googleClientId, googleJwksUrl) : null;
  /** The verified identity of an identity-provider request; 404 when Google sign-in is not set up. */
  const googleIdentity = async (body: unknown) => {
    if (!verifyGoogle) throw new AppError(404, ERROR_CODES.googleNotConfigured, 'Google sign-in is not available on this server.');
    const input = parseInput(providerAuthRequestSchema, body);
    return { input, identity: await verifyGoogle(input.password) };
  };

  app.post('/auth/signup', async (request, reply) => {
    if (isProviderAuthRequest(request.body)) {
      const { input, identity } = await googleIdentity(request.body);
      const session = await service.googleSignUp(identity, { username: input.username, language: input.language ?? 'en' }, request.ip);
      return sendSession(request, reply, session, 201);
    }
    const { language = 'en', ...input } = parseInput(signUpRequestSchema, request.body);
    const session = await service.signUp({ ...input, language }, request.ip);
    return sendSession(request, reply, session, 201);
  });

  app.post('/auth/signin', async (request, reply) => {
    if (isProviderAuthRequest(request.body)) {
      const { identity } = await googleIdentity(request.body);
      return sendSession(request, reply, await service.googleSignIn(identity));
    }
    const input = parseInput(signInRequestSchema, request.body);
    return sendSession(request, reply, await service.signIn(input, request.ip));
  });

  app.post('/auth/refresh', async (request, reply) => {
    return sendSession(request, reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
  });

  app.post('/auth/signout', async (request, reply) => {
    await service.signOut(request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
    return reply.code(204).send();
  });

  app.post('/auth/signout-all', async (request, reply) => {
    const user = await requireUser(platform, request);
    await service.signOutEverywhere(user.id);
    // Open tabs hold tokens that are now revoked: they show the sign-in page at once rather than on their next load.
    await platform.live.revokeSessions(user.id, CLOSE_CODES.badToken, CLOSE_REASONS.badToken);
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
    return reply.code(204).send();
  });

  app.get('/auth/username-user', async (request) => {
    const { username } = parseInput(usernameCheckQuerySchema, request.query);
    return platform.users.usernameTaken(username);
  });

  // The filter's verdict before a form is sent; sign-up and rename check again (the authority).
  app.get('/auth/username-allowed', async (request): Promise<UsernameAllowedResponse> => {
    const { username } = parseInput(usernameCheckQuerySchema, request.query);
    return { allowed: platform.config.textFilter === 'off' || !isOffensiveUsername(username) };
  });

  app.post('/auth/forgot-password', async (request) => {
    const { email } = parseInput(forgotPasswordRequestSchema, request.body);
    await service.requestPasswordReset(email, request.ip);
    return { message: 'If an account exists for this email, we have sent a link to reset the password.' };
  });

  app.post('/auth/reset-password', async (request) => {
    const { token, password } = parseInput(resetPasswordRequestSchema, request.body);
    const userId = await service.resetPassword(token, password);
    // The old password's sessions are over everywhere, live ones included (a stolen session's open tabs).
    await platform.live.revokeSessions(userId, CLOSE_CODES.badToken, CLOSE_REASONS.badToken);
    return { message: 'Your password has been changed. Please sign in with the new password.' };
  });

  app.get('/auth/config', async () => ({
    googleClientId: platform.config.googleClientId ?? null,
    contactEmail: platform.config.contactEmail ?? null,
  }));
}

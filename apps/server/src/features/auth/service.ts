import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { User } from '@fanclash/protocol';
import {
  ERROR_CODES,
  GENERATED_USERNAME_MAX,
  VALIDATION_MESSAGES,
  generateUsername,
  usernameProblem,
  wordPairUsername,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { assertUsernameAllowed, isOffensiveUsername } from '../../lib/text-filter/index.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { randomToken, sha256 } from '../../platform/auth/secrets.js';
import type { Platform } from '../../platform/platform.js';
import { ownRecord } from '../users/own-record.js';
import type { UserRow } from '../users/store.js';
import type { GoogleIdentity } from './google.js';
import type { AuthStore } from './store.js';
import { RATE_RULES, rateLimitedFor } from './rate-rules.js';
import { resetMail } from './reset-mail.js';
import { sealSuccessor, unsealSuccessor } from './successor-seal.js';
import { assertNotSuspended } from '../moderation/state.js';

export interface Session {
  readonly user: User;
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** A refresh token used again within this window after rotation is a racing tab, not a thief. */
const ROTATION_GRACE_MS = 10_000;
const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** Accounts: sign-up, sign-in, silent renewal, sign-out and password reset. */
export function createAuthService(platform: Platform, store: AuthStore) {
  const { limiter, clock, config } = platform;
  /** Reset e-mails still being written or sent; shutdown waits for them. */
  const pendingResets = new Set<Promise<void>>();

  async function limit(rule: keyof typeof RATE_RULES, key: string): Promise<void> {
    const r = RATE_RULES[rule];
    if (r.perIp && !config.rateLimits) return;
    const result = await limiter.hit(`${rule}:${key}`, r.limit, r.windowMs);
    if (!result.allowed) throw rateLimitedFor(r.reason, result.retryAfterMs);
  }

  async function openSession(row: UserRow, family: string = randomUUID(), refreshToken: string = randomToken()): Promise<Session> {
    // Sign-in, Google sign-in and renewal alike: a suspended account gets no session (issue 34).
    assertNotSuspended(platform, row.id);
    await store.insertRefreshToken({
      userId: row.id,
      tokenHash: sha256(refreshToken),
      family,
      expiresAt: new Date(clock.now() + config.refreshTokenTtlS * 1000),
    });
    const accessToken = await platform.tokens.sign({ userId: row.id, username: row.username, version: row.tokenVersion });
    return { user: await ownRecord(platform, row), accessToken, refreshToken };
  }

  function fieldError(field: 'email' | 'username', code: string): AppError {
    return new AppError(422, ERROR_CODES.validation, { [field]: VALIDATION_MESSAGES[code] ?? code }, { [field]: code });
  }

  async function sendResetLink(email: string): Promise<void> {
    const row = await platform.users.findByEmail(email);
    if (!row) return;
    const token = randomToken();
    await store.insertPasswordReset({ tokenHash: sha256(token), userId: row.id, expiresAt: new Date(clock.now() + RESET_TOKEN_TTL_MS) });
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const link = `${origin.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    await platform.mailer.send(resetMail(row, link));
  }

  /** The device's generated name when usable, else one from the verified name; digits added until free. */
  async function freeGeneratedUsername(requested: string | undefined, displayName: string): Promise<string> {
    // A name with a profanity or slur in it (requested or made from the display name) gives way to a word pair.
    const clean = (name: string) => config.textFilter === 'off' || !isOffensiveUsername(name);
    const generated = generateUsername(displayName);
    const base =
      requested && usernameProblem(requested) === null && clean(requested) ? requested : clean(generated) ? generated : wordPairUsername();
    for (let attempt = 0; attempt < 20; attempt++) {
      const digits = attempt === 0 ? '' : String(Math.floor(Math.random() * 10 ** Math.min(2 + attempt, 6)));
      const candidate = `${base.slice(0, GENERATED_USERNAME_MAX - digits.length)}${digits}`;
      if (!(await platform.users.usernameTaken(candidate))) return candidate;
    }
    throw fieldError('username', ERROR_CODES.usernameExists);
  }

  return {
    /**
     * Sign-up with a verified Google identity. An existing account with that e-mail answers
     * 401, so the sign-up page falls back to sign-in (spec section 4), which links the two.
     */
    async googleSignUp(identity: GoogleIdentity, input: { username?: string; language: string }, ip: string): Promise<Session> {
      await limit('signUpPerIp', ip);
      if (await platform.users.findByEmail(identity.email))
        throw new AppError(401, ERROR_CODES.googleAccountExists, 'An account with this email already exists. Signing you in instead.');
      const username = await freeGeneratedUsername(input.username, identity.name);
      // Nobody knows this password; "forgot password" sets one if the player ever wants it.
      const passwordHash = await hashPassword(randomToken());
      const row = await store.insertUser({ email: identity.email, username, language: input.language, passwordHash });
      if (!row)
        throw new AppError(401, ERROR_CODES.googleAccountExists, 'An account with this email already exists. Signing you in instead.');
      return openSession(row);
    },

    /** Sign-in with a verified Google identity: the account with that e-mail (linked), or 404. */
    async googleSignIn(identity: GoogleIdentity): Promise<Session> {
      const row = await platform.users.findByEmail(identity.email);
      if (!row) throw new AppError(404, ERROR_CODES.userNotFound, 'User not found. Please check your email or sign up for a new account.');
      return openSession(row);
    },

    async signUp(input: { email: string; password: string; username: string; language: string }, ip: string): Promise<Session> {
      await limit('signUpPerIp', ip);
      assertUsernameAllowed(config.textFilter, input.username, true);
      if (await platform.users.findByEmail(input.email)) throw fieldError('email', ERROR_CODES.emailExists);
      if (await platform.users.usernameTaken(input.username)) throw fieldError('username', ERROR_CODES.usernameExists);
      const passwordHash = await hashPassword(input.password);
      const row = await store.insertUser({ ...input, email: input.email.trim(), passwordHash });
      if (!row) {
        // Lost a race with a simultaneous sign-up: report whichever value is now taken.
        if (await platform.users.findByEmail(input.email)) throw fieldError('email', ERROR_CODES.emailExists);
        throw fieldError('username', ERROR_CODES.usernameExists);
      }
      return openSession(row);
    },

    async signIn(input: { email: string; password: string }, ip: string): Promise<Session> {
      const ipKey = `signInFailuresPerIp:${ip}`;
      if (config.rateLimits && (await limiter.peek(ipKey)) >= RATE_RULES.signInFailuresPerIp.limit) {
        // The time left in the window, not the whole window: the lock started with the 20th failure.
        throw rateLimitedFor(RATE_RULES.signInFailuresPerIp.reason, await limiter.retryAfter(ipKey));
      }
      const row = await platform.users.findByEmail(input.email);
      if (!row) {
        await verifyPassword(await dummyPasswordHash(), input.password);
        await limit('signInFailuresPerIp', ip);
        throw new AppError(404, ERROR_CODES.userNotFound, 'User not found. Please check your email or sign up for a new account.');
      }
      const rule = RATE_RULES.signInFailuresPerAccount;
      const accountKey = `signInFailuresPerAccount:${row.id}`;
      // The token version is in the key: a password reset bumps it, which lifts every address's lock.
      const addressKey = `signInFailuresPerAccount:${row.id}:${row.tokenVersion}:${ip}`;
      if ((await limiter.peek(addressKey)) >= rule.limit) {
        throw rateLimitedFor(rule.reason, await limiter.retryAfter(addressKey));
      }
      if ((await limiter.peek(accountKey)) >= rule.limit) {
        // Under attack from other addresses: every attempt from here waits, right or wrong alike
        // (the wait must not tell a right password), then the owner gets in and the guesser is slowed.
        await sleep(config.signInSlowdownMs);
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        await limiter.hit(addressKey, rule.limit, rule.windowMs);
        await limiter.hit(accountKey, rule.limit, rule.windowMs);
        await limit('signInFailuresPerIp', ip);
        throw new AppError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password. Please check your credentials and try again.');
      }
      await Promise.all([limiter.reset(addressKey), limiter.reset(accountKey)]);
      return openSession(row);
    },

    /**
     * Rotates a refresh token: the old one stops working, a new one (same family) is issued.
     * Within the grace window the old one answers again with the SAME successor (a racing tab
     * gets what the first request got), so a copied token never starts a second chain.
     */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      const invalid = new AppError(401, ERROR_CODES.unauthorized, 'Your session has expired. Please sign in again.');
      if (!refreshToken) throw invalid;
      const tokenHash = sha256(refreshToken);
      let row = await store.findRefreshToken(tokenHash);
      const now = clock.now();
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now) throw invalid;
      const user = await platform.users.findById(row.userId);
      if (!user) throw invalid;
      if (!row.rotatedAt) {
        const successor = randomToken();
        if (await store.markRotated(row.id, new Date(now), sealSuccessor(refreshToken, successor))) {
          return openSession(user, row.family, successor);
        }
        // Another request rotated it this instant: its successor is the one to hand out.
        row = await store.findRefreshToken(tokenHash);
        if (!row?.rotatedAt || row.revokedAt) throw invalid;
      }
      if (now - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
        // A rotated token came back long after: someone kept a copy. End that sign-in everywhere.
        await store.revokeFamily(row.family, new Date(now));
        throw invalid;
      }
      // Rows rotated before successors were kept have none: no new chain for them either.
      const successor = row.successorSealed ? unsealSuccessor(refreshToken, row.successorSealed) : undefined;
      if (!successor) throw invalid;
      // Stored already by the first request (or about to be, in a race): inserting again is a no-op.
      return openSession(user, row.family, successor);
    },

    async signOut(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await store.findRefreshToken(sha256(refreshToken));
      if (row) await store.revokeFamily(row.family, new Date(clock.now()));
    },

    /** Revokes every access and refresh token of the user. */
    async signOutEverywhere(userId: string): Promise<void> {
      await store.bumpTokenVersion(userId);
      await store.revokeAllForUser(userId, new Date(clock.now()));
    },

    /**
     * Always answers the same way, in status and in time, so the form does not tell who has an
     * account: only the limits are checked before answering; looking the address up, storing
     * the token and sending the e-mail happen after, and a failure there is only logged.
     */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await limit('passwordResetPerIp', ip);
      await limit('passwordResetPerEmail', email.toLowerCase());
      const task = sendResetLink(email)
        .catch((err: unknown) => platform.log.error({ err }, 'password-reset e-mail failed'))
        .finally(() => pendingResets.delete(task));
      pendingResets.add(task);
    },

    /**
     * Resolves once every reset e-mail asked for so far was sent or failed (shutdown), or after
     * `maxWaitMs`: an SMTP server that does not answer must not hold the shutdown for minutes.
     */
    async idle(maxWaitMs = 5_000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
      });
      await Promise.race([Promise.allSettled([...pendingResets]), giveUp]);
      clearTimeout(timer);
    },

    /** Sets the new password and revokes every session; returns whose password it was. */
    async resetPassword(token: string, password: string): Promise<string> {
      const userId = await store.consumePasswordReset(sha256(token), new Date(clock.now()));
      if (!userId)
        throw new AppError(400, ERROR_CODES.resetTokenInvalid, 'This reset link is invalid or has expired. Please request a new one.');
      await store.setPassword(userId, await hashPassword(password));
      await store.revokeAllForUser(userId, new Date(clock.now()));
      // The per-account lock can be set off by anyone who knows the e-mail; the owner, who proved
      // it by following the link, gets in with the new password at once rather than in 15 minutes.
      await limiter.reset(`signInFailuresPerAccount:${userId}`);
      return userId;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

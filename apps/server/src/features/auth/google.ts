import { ERROR_CODES } from '@fanclash/protocol';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../lib/errors.js';

/** What the server takes from a verified Google ID token. */
export interface GoogleIdentity {
  readonly subject: string;
  readonly email: string;
  readonly name: string;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

/** Google signs ID tokens with either spelling of its issuer. */
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const refused = (code: string, detail: string) => new AppError(401, code, detail);

/** jose's refusal -> our 401 with a stable code (the device never decides whether a token is good). */
function refusal(error: unknown): AppError {
  if (error instanceof errors.JWTExpired)
    return refused(ERROR_CODES.googleTokenExpired, 'The Google sign-in has expired. Please try again.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return refused(ERROR_CODES.googleTokenAudience, 'This Google sign-in was issued for another application.');
    if (error.claim === 'iss') return refused(ERROR_CODES.googleTokenIssuer, 'This sign-in was not issued by Google.');
    return refused(ERROR_CODES.googleTokenInvalid, 'The Google sign-in could not be verified.');
  }
  if (error instanceof errors.JWKSNoMatchingKey)
    return refused(ERROR_CODES.googleKeyUnknown, 'The Google sign-in is signed with an unknown key.');
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return refused(ERROR_CODES.googleTokenSignature, 'The Google sign-in signature is not valid.');
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
    return new AppError(503, ERROR_CODES.googleUnavailable, 'Google sign-in is unavailable right now. Please try again later.');
  // alg none or HS256, malformed tokens and anything else jose refuses.
  return refused(ERROR_CODES.googleTokenInvalid, 'The Google sign-in could not be verified.');
}

/**
 * Verifies Google ID tokens against Google's published keys: the key set is fetched once and
 * cached by jose (refetched when an unknown key id appears, at most every 30 s). Issuer,
 * audience (our client id), expiry, RS256 and a verified e-mail are all required.
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  return async (credential) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, keys, { issuer: ISSUERS, audience: clientId, algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof TypeError || (error instanceof Error && /fetch|ECONNREFUSED|network/i.test(error.message))) {
        throw new AppError(503, ERROR_CODES.googleUnavailable, 'Google sign-in is unavailable right now. Please try again later.');
      }
      throw refusal(error);
    }
    const {
      sub,
      email,
      email_verified: verified,
      name,
    } = payload as JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown };
    if (typeof sub !== 'string' || typeof email !== 'string' || email === '') throw refusal(null);
    // Only an address Google has verified may open (or link to) an account.
    if (verified !== true && verified !== 'true')
      throw refused(ERROR_CODES.googleEmailUnverified, 'Your Google account e-mail is not verified.');
    return { subject: sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : '' };
  };
}

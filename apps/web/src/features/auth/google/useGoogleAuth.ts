import { generateUsername, type AuthResponse } from '@fanclash/protocol';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api/authApi';
import type { AuthErrorKey } from '../errors';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { decodeGoogleCredential } from './decodeCredential';

export type GoogleAuthMode = 'sign-up' | 'sign-in';

class GoogleFlowError extends Error {
  constructor(readonly key: AuthErrorKey) {
    super(key);
  }
}

const isStatus = (error: unknown, ...statuses: number[]) => error instanceof ApiError && statuses.includes(error.status);

/**
 * The identity-provider flows of spec section 4. Sign-up page: sign up with the credential,
 * falling back to sign-in on 401/404. Sign-in page: sign in, creating the account on 404.
 */
export function useGoogleAuth(mode: GoogleAuthMode) {
  const completeSignIn = useCompleteSignIn();

  const mutation = useMutation({
    mutationFn: async (credential: string): Promise<{ response: AuthResponse; created: boolean }> => {
      const { email, name } = decodeGoogleCredential(credential);
      const language = currentLanguage();
      // The server verifies the credential and reads the e-mail from it; these are only the spec's fields.
      const signUp = () => authApi.googleSignUp({ email, credential, username: generateUsername(name), language });
      const signIn = () => authApi.googleSignIn({ email, credential });

      if (mode === 'sign-up') {
        try {
          return { response: await signUp(), created: true };
        } catch (error) {
          if (!isStatus(error, 401, 404)) throw new GoogleFlowError('googleSignUpFailed');
          try {
            return { response: await signIn(), created: false };
          } catch {
            throw new GoogleFlowError('googleSignUpFailed');
          }
        }
      }

      try {
        return { response: await signIn(), created: false };
      } catch (error) {
        if (!isStatus(error, 404)) throw new GoogleFlowError('googleSignInError');
        try {
          return { response: await signUp(), created: true };
        } catch {
          throw new GoogleFlowError('googleSignUpError');
        }
      }
    },
    onSuccess: ({ response, created }) => completeSignIn(response, { newUser: created, forgetLanguage: created }),
  });

  const errorKey: AuthErrorKey | null = mutation.error instanceof GoogleFlowError ? mutation.error.key : mutation.error ? 'unknown' : null;
  return { authenticate: mutation.mutate, pending: mutation.isPending, errorKey };
}

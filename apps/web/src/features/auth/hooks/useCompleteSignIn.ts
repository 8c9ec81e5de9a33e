import type { AuthResponse } from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { removeItem } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { installApiAuth } from '../renew';
import { markNewUser, saveSession } from '../session';

export interface CompleteSignInOptions {
  /** A new account: set isNewUser and clear the onboarding flags (spec section 4). */
  newUser?: boolean;
  /** Identity-provider sign-up also forgets the saved language preference. */
  forgetLanguage?: boolean;
}

/** The page a visitor was sent to sign in from (SignedInLayout puts it in the location state). */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/sign-')) return null;
  return from;
}

/** Stores the session from a sign-up/sign-in answer and opens the page the visitor came for, else the dashboard. */
export function useCompleteSignIn(): (response: AuthResponse, options?: CompleteSignInOptions) => void {
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  const queryClient = useQueryClient();
  return useCallback(
    (response, options = {}) => {
      // Nothing cached for a previous account may leak into this one.
      queryClient.clear();
      // A visitor who loaded the page without a session has no renewal hook yet (main.tsx).
      installApiAuth();
      saveSession(response.user, response.access_token);
      if (options.newUser) markNewUser();
      if (options.forgetLanguage) removeItem(STORAGE_KEYS.language);
      void navigate(from ?? `/${encodeURIComponent(response.user.username)}`, { replace: true });
    },
    [navigate, queryClient, from],
  );
}

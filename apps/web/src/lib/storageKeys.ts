/**
 * Every browser-storage key the app uses (spec section 3), in one place so features agree
 * on the names and sign-up/sign-out can clear exactly what they must.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  username: 'username',
  /** The signed-in user's record as JSON (includes `language`). */
  user: 'user',
  /** Set on sign-up; the onboarding tour starts when it is present and removes it. */
  isNewUser: 'isNewUser',
  /** The saved interface language: 'en' | 'ru'. */
  language: 'language',
  /** Set when an onboarding tour was finished, skipped or closed (spec section 4). */
  onboardingCompleted: 'onboarding_completed',
  /** The dark-theme preference: 'true' (dark) | 'false' (light); absent = follow the system. */
  darkMode: 'darkMode',
} as const;

/** The three onboarding flags (battle, training, dashboard) cleared on every sign-up. */
export const ONBOARDING_FLAG_KEYS = ['onboarding_battle', 'onboarding_training', 'onboarding_dashboard'] as const;

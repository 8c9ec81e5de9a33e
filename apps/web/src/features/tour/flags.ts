import { readItem, removeItem, writeItem } from '../../lib/storage';
import { type ONBOARDING_FLAG_KEYS, STORAGE_KEYS } from '../../lib/storageKeys';

/**
 * The tours' state in storage (spec section 3): the new-user flag starts onboarding, one flag
 * per tour (battle, training, dashboard: 'pending' = run at the next visit, 'done' = seen)
 * and the completion marker written on finish, skip or close.
 */
export type TourName = 'dashboard' | 'battle' | 'training';

const flagKey = (tour: TourName) => `onboarding_${tour}` as (typeof ONBOARDING_FLAG_KEYS)[number];

/**
 * Whether the dashboard tour should start now. A new player's flag is consumed here (spec:
 * it is removed once onboarding starts) and queues the arena's tour for their first visit.
 */
export function takeDashboardTour(): boolean {
  if (readItem(STORAGE_KEYS.isNewUser) !== null) {
    removeItem(STORAGE_KEYS.isNewUser);
    writeItem(flagKey('battle'), 'pending');
    return true;
  }
  return readItem(flagKey('dashboard')) === 'pending';
}

export function isTourPending(tour: TourName): boolean {
  return readItem(flagKey(tour)) === 'pending';
}

/** Finished, skipped or closed: the tour is marked seen and the completion marker is set. */
export function completeTour(tour: TourName): void {
  writeItem(flagKey(tour), 'done');
  writeItem(STORAGE_KEYS.onboardingCompleted, 'true');
}

/** Restart (profile settings, arena): the tours run again at the next visit of their page. */
export function restartTours(tours: readonly TourName[]): void {
  for (const tour of tours) writeItem(flagKey(tour), 'pending');
  removeItem(STORAGE_KEYS.onboardingCompleted);
}

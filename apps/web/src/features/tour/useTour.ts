import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Driver } from 'driver.js';
import { completeTour, isTourPending, takeDashboardTour, type TourName } from './flags';
import { isNarrowScreen, runTour, type TourTexts } from './runTour';
import { BATTLES_STEPS, DESKTOP_DASHBOARD_STEPS, MOBILE_DASHBOARD_STEPS, type DashboardTab, type OnboardingStep } from './steps';

/** True from a tour's start until it ends: the page's effect and a button must not start a second. */
let running = false;

function useTourTexts(): () => TourTexts {
  const { t } = useTranslation('tour');
  return useCallback(
    () => ({
      next: t('next'),
      previous: t('previous'),
      finish: t('finish'),
      skip: t('skip'),
      close: t('close'),
      // driver.js fills these in itself.
      progress: t('progress', { current: '{{current}}', total: '{{total}}' }),
      title: (step: OnboardingStep) => t(`steps.${step.translationKey}.title`),
      text: (step: OnboardingStep) => t(`steps.${step.translationKey}.text`),
    }),
    [t],
  );
}

/** Starts `tour` with `steps()` once `when()` says so; returns a function that starts it on demand. */
function useTour(
  name: TourName,
  ready: boolean,
  when: () => boolean,
  steps: () => readonly OnboardingStep[],
  onTab?: (tab: DashboardTab) => void,
) {
  const texts = useTourTexts();
  const active = useRef<Driver | null>(null);
  const onTabRef = useRef(onTab);
  useEffect(() => {
    onTabRef.current = onTab;
  }, [onTab]);

  const start = useCallback(() => {
    // One tour at a time, also while driver.js is still loading.
    if (running) return;
    running = true;
    void runTour({
      steps: steps(),
      texts: texts(),
      onTab: (tab) => onTabRef.current?.(tab),
      onDone: () => {
        running = false;
        active.current = null;
        completeTour(name);
      },
    })
      .then((tour) => {
        active.current = tour;
        if (!tour) running = false;
      })
      .catch(() => {
        running = false;
      });
  }, [name, steps, texts]);

  useEffect(() => {
    if (!ready) return;
    // Deferred a tick: StrictMode's mount-unmount-mount must not start (and consume) it twice.
    const timer = setTimeout(() => {
      if (when()) start();
    }, 0);
    return () => clearTimeout(timer);
  }, [ready, when, start]);

  // Leaving the page ends the tour (its elements are gone); not marked seen, it was not closed.
  useEffect(
    () => () => {
      if (active.current) running = false;
      active.current?.destroy();
      active.current = null;
    },
    [],
  );
  return start;
}

const visibleNavigation = (step: OnboardingStep) => {
  if (step.id !== 'navigation') return true;
  const nav = document.querySelector(step.target);
  return nav instanceof HTMLElement && nav.getClientRects().length > 0;
};

/**
 * The dashboard tour (spec section 4): started by the new-user flag or a restart; the desktop
 * steps from 768 px up (navigation only where the header shows it), the mobile steps below.
 */
export function useDashboardTour(ready: boolean, onTab: (tab: DashboardTab) => void) {
  const steps = useCallback(() => (isNarrowScreen() ? MOBILE_DASHBOARD_STEPS : DESKTOP_DASHBOARD_STEPS.filter(visibleNavigation)), []);
  return useTour('dashboard', ready, takeDashboardTour, steps, onTab);
}

const battlesPending = () => isTourPending('battle');
const battlesSteps = () => BATTLES_STEPS;

/** The arena tour: on a new player's first visit, after a restart, or from the arena's button. */
export function useBattlesTour(ready: boolean) {
  return useTour('battle', ready, battlesPending, battlesSteps);
}

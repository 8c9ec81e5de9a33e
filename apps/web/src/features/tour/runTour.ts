import type { Driver } from 'driver.js';
import { MOBILE_BREAKPOINT_PX, TARGET_RETRIES, TARGET_RETRY_MS, type DashboardTab, type OnboardingStep } from './steps';

/** The tour's texts in the interface language (the `tour` namespace). */
export interface TourTexts {
  next: string;
  previous: string;
  finish: string;
  skip: string;
  close: string;
  /** With {{current}} and {{total}} left for driver.js to fill in. */
  progress: string;
  title(step: OnboardingStep): string;
  text(step: OnboardingStep): string;
}

export interface RunTourOptions {
  steps: readonly OnboardingStep[];
  texts: TourTexts;
  /** Shows the dashboard tab that holds a step's element before it is highlighted. */
  onTab?: (tab: DashboardTab) => void;
  /** Finished, skipped or closed (Escape, the close button, a click outside). */
  onDone: () => void;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function visible(element: Element | null): boolean {
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}

/**
 * Spec section 4: up to 15 tries 100 ms apart to find the step's element (a tab switch or a
 * list still loading). If it is still missing the step shows in the middle of the screen and
 * waits for the player.
 */
export async function waitForTarget(selector: string): Promise<boolean> {
  for (let attempt = 0; attempt < TARGET_RETRIES; attempt++) {
    if (visible(document.querySelector(selector))) return true;
    await pause(TARGET_RETRY_MS);
  }
  return visible(document.querySelector(selector));
}

export const isNarrowScreen = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/**
 * Runs a tour with driver.js (loaded with its styles only when a tour starts). The popover is a
 * labelled dialog that takes focus and keeps Tab inside; arrows move, Escape closes.
 */
export async function runTour({ steps, texts, onTab, onDone }: RunTourOptions): Promise<Driver | null> {
  if (steps.length === 0) return null;
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css'), import('./tour.css')]);
  let moving = false;
  let finished = false;
  /** Finish, Skip, Escape, the close button or a click outside: recorded once, then the tour ends. */
  const finish = (tour: Driver) => {
    if (!finished) {
      finished = true;
      onDone();
    }
    tour.destroy();
  };

  const show = async (tour: Driver, index: number) => {
    const step = steps[index];
    if (!step) {
      finish(tour);
      return;
    }
    if (moving) return;
    moving = true;
    try {
      if (step.tab) onTab?.(step.tab);
      await waitForTarget(step.target);
      tour.setConfig({ ...tour.getConfig(), popoverOffset: step.offset });
      if (tour.isActive()) tour.moveTo(index);
      else tour.drive(index);
    } finally {
      moving = false;
    }
  };

  const tour = driver({
    steps: steps.map((step) => ({
      element: step.target,
      popover: { title: texts.title(step), description: texts.text(step), side: step.position, align: 'start' },
    })),
    popoverClass: 'fanclash-tour',
    showProgress: true,
    progressText: texts.progress,
    nextBtnText: texts.next,
    prevBtnText: texts.previous,
    doneBtnText: texts.finish,
    smoothScroll: true,
    onNextClick: () => void show(tour, (tour.getActiveIndex() ?? -1) + 1),
    onPrevClick: () => void show(tour, Math.max(0, (tour.getActiveIndex() ?? 1) - 1)),
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', texts.close);
      const skip = document.createElement('button');
      skip.type = 'button';
      skip.className = 'fanclash-tour-skip';
      skip.textContent = texts.skip;
      skip.addEventListener('click', () => finish(tour));
      popover.footerButtons.prepend(skip);
    },
    // Every way of closing passes here (driver.js then leaves the destroying to us); unlike
    // onDestroyed it also fires when the tour is closed before its first animation ended.
    onDestroyStarted: () => finish(tour),
  });
  await show(tour, 0);
  return tour;
}

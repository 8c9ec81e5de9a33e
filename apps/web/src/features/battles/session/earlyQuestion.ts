import { afterFirstPaint } from '../../../lib/afterPaint';

/**
 * On a quiz page whose battle connection the HTML opened (src/openBattleEarly.ts), the app's code
 * is asked for once the question is on screen, so that a slow phone's first bytes go to the
 * question, not to 330 KB of code that would delay it. The inline script holds; main.tsx and the
 * pre-paint script's preloads wait. A global: the inline scripts and the app are separate bundles.
 */
const GLOBAL_KEY = '__fanclashEarlyQuestion';

type Holder = { [GLOBAL_KEY]?: Promise<void> };
const holder = () => globalThis as unknown as Holder;

export interface EarlyQuestionHold {
  /** The question has been written into the page: the hold ends once that is painted. */
  readonly shown: () => void;
  /** No question is coming (the round is over, the connection closed): the hold ends now. */
  readonly settle: () => void;
}

/** Starts the hold; it ends by `shown` or `settle`, or after `capMs` at the latest. */
export function holdForEarlyQuestion(capMs: number): EarlyQuestionHold {
  let end: () => void = () => undefined;
  holder()[GLOBAL_KEY] = new Promise<void>((resolve) => {
    end = () => resolve();
  });
  setTimeout(end, capMs);
  return { shown: () => afterFirstPaint(end), settle: end };
}

/** Resolves when the hold is over; at once when there is none. */
export function earlyQuestionSettled(): Promise<void> {
  return holder()[GLOBAL_KEY] ?? Promise.resolve();
}

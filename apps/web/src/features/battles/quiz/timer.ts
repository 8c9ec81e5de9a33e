import { secondsLeft } from '../format';

/**
 * The question timer's colour step. Spec section 4: colours change at 10 s and at 5 s or less.
 * Read with the product's 10 s questions: a fresh question (10 shown) is calm, below 10 warns,
 * 5 or less is danger. The step follows the shown whole seconds so colour and number agree.
 */
export type TimerTone = 'calm' | 'warning' | 'danger';

export function timerTone(seconds: number): TimerTone {
  if (seconds <= 5) return 'danger';
  if (seconds < 10) return 'warning';
  return 'calm';
}

export interface QuestionClock {
  readonly seconds: number;
  /** 1 when the question starts, 0 at the deadline. */
  readonly fraction: number;
  readonly tone: TimerTone;
}

/** The timer from the server's deadline and its clock (server now = local now + offset). */
export function questionClock(deadline: number, serverNow: number, durationMs: number): QuestionClock {
  const remaining = deadline - serverNow;
  const seconds = secondsLeft(remaining);
  const fraction = durationMs > 0 ? Math.min(1, Math.max(0, remaining / durationMs)) : 0;
  return { seconds, fraction, tone: timerTone(seconds) };
}

import type { BattleServerMessage, UserServerMessage, UserStats } from '@fanclash/protocol';
import type { BattleInit } from './machine.js';
import { BattleRunner } from './runner.js';
import { FakeTime } from './scheduler.js';
import type { AnswerRecord, BattleOutcome, CancelReason, EngineConfig, EngineQuestion } from './types.js';

/** Test fixtures for the engine: questions in both languages and a runner on fake time. */

export const CONFIG: EngineConfig = {
  countdownMs: 10_000,
  questionMs: 10_000,
  pauseMs: 3_000,
  answerGraceMs: 300,
  reconnectGraceMs: 30_000,
};

const LABELS = ['A', 'B', 'C', 'D'] as const;

export function question(n: number, correctIndex: number): EngineQuestion {
  const served = (lang: 'en' | 'ru') => ({
    id: `q${n}`,
    text: lang === 'en' ? `Question ${n}?` : `Вопрос ${n}?`,
    answers: LABELS.map((label, i) => ({ label, text: lang === 'en' ? `answer ${n}.${i}` : `ответ ${n}.${i}` })),
  });
  return { bankId: `bank.q${n}`, correctIndex, served: { en: served('en'), ru: served('ru') } };
}

export const QUESTIONS = [question(0, 1), question(1, 2), question(2, 0)];

export function init(overrides: Partial<BattleInit> = {}): BattleInit {
  return {
    battleId: 'b1',
    sport: 'soccer',
    level: 'easy',
    config: CONFIG,
    questions: QUESTIONS,
    players: [
      { username: 'alice', userId: 'u-alice', language: 'en', avatar: 'a.png' },
      { username: 'bob', userId: 'u-bob', language: 'ru', avatar: '' },
    ],
    ...overrides,
  };
}

export interface Harness {
  readonly time: FakeTime;
  readonly runner: BattleRunner;
  readonly sent: Array<{ to: string; message: BattleServerMessage }>;
  readonly notified: Array<{ userId: string; message: UserServerMessage }>;
  readonly persisted: Array<{ outcome: BattleOutcome; answers: readonly AnswerRecord[] }>;
  readonly cancelled: CancelReason[];
  readonly served: string[];
  readonly closed: { value: boolean };
  /** Messages of one type sent to one player, in order. */
  to<K extends BattleServerMessage['type']>(username: string, type: K): Array<Extract<BattleServerMessage, { type: K }>>;
  /** Lets pending promises (the persist write) settle. */
  flush(): Promise<void>;
}

export interface HarnessOptions {
  readonly init?: Partial<BattleInit>;
  /** Persist fails this many times before succeeding (Infinity: always). */
  readonly persistFailures?: number;
}

export const STATS: Record<string, UserStats> = {
  alice: { totalBattle: 1, winBattle: 1, winRate: 100, streak: 1, ranking: 1 },
  bob: { totalBattle: 1, winBattle: 0, winRate: 0, streak: 0, ranking: 2 },
};

export function harness(options: HarnessOptions = {}): Harness {
  const time = new FakeTime();
  const sent: Harness['sent'] = [];
  const notified: Harness['notified'] = [];
  const persisted: Harness['persisted'] = [];
  const cancelled: CancelReason[] = [];
  const served: string[] = [];
  const closed = { value: false };
  let failures = options.persistFailures ?? 0;
  const runner = new BattleRunner(init(options.init), {
    clock: time,
    scheduler: time,
    send: (to, message) => sent.push({ to, message }),
    notifyUser: (userId, message) => notified.push({ userId, message }),
    persist: async (outcome, answers) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('database down');
      }
      persisted.push({ outcome, answers });
      return STATS;
    },
    cancelBattle: async (reason) => void cancelled.push(reason),
    questionServed: async (bankId) => void served.push(bankId),
    onClosed: () => {
      closed.value = true;
    },
    onError: () => undefined,
  });
  return {
    time,
    runner,
    sent,
    notified,
    persisted,
    cancelled,
    served,
    closed,
    to: (username, type) => sent.filter((s) => s.to === username && s.message.type === type).map((s) => s.message) as never,
    flush: async () => {
      for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

/** Both players connect and the countdown runs out: question 0 is being asked. */
export function toFirstQuestion(h: Harness): void {
  h.runner.dispatch({ type: 'player_connected', username: 'alice' });
  h.runner.dispatch({ type: 'player_connected', username: 'bob' });
  h.time.advance(CONFIG.countdownMs);
}

export function answer(h: Harness, username: string, questionIndex: number, text: string): void {
  h.runner.dispatch({ type: 'answer_submitted', username, questionIndex, answer: text });
}

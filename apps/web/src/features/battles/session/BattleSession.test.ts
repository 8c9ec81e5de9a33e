import type { BattleServerMessageOf } from '@fanclash/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattleSession } from './BattleSession';

/** A socket the test opens and speaks through. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const finished: BattleServerMessageOf<'battle_finished'> = {
  type: 'battle_finished',
  battle_id: 'b1',
  final_scores: { alice: 300, boris: 100 },
  winner: 'alice',
  loser: 'boris',
  result: 'win',
  updated_users: { alice: { totalBattle: 1, winBattle: 1, winRate: 100, streak: 1, ranking: 1 } },
  explanation: '',
  reason: 'completed',
  forfeited_by: null,
  scoring: { correct_points: 100, speed_bonus_max: 100, question_ms: 10_000 },
  timestamp: 1,
  processing_status: 'completed',
};

function setup() {
  const sockets: FakeSocket[] = [];
  const onFinished = vi.fn();
  const session = new BattleSession({
    battleId: 'b1',
    username: 'alice',
    getToken: () => Promise.resolve('t'),
    renewToken: () => Promise.resolve('t'),
    onFinished,
    socket: {
      url: () => 'ws://test',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    },
  });
  return { session, sockets, onFinished };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('BattleSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the result once and stops reconnecting after the end', async () => {
    const { session, sockets, onFinished } = setup();
    session.start();
    await flush();
    sockets[0]?.open();
    sockets[0]?.deliver(finished);
    sockets[0]?.deliver(finished);
    expect(onFinished).toHaveBeenCalledOnce();
    sockets[0]?.deliver({ type: 'battle_end', battle_id: 'b1', reason: 'finished', message: 'over' });
    expect(session.getSnapshot().connection).toBe('closed');
  });

  it('passes errors to listeners', async () => {
    const { session, sockets } = setup();
    const listener = vi.fn();
    session.onError(listener);
    session.start();
    await flush();
    sockets[0]?.open();
    sockets[0]?.deliver({ type: 'error', code: 'answer_late', message: 'Time is up' });
    expect(listener).toHaveBeenCalledWith({ type: 'error', code: 'answer_late', message: 'Time is up' });
  });

  it('sends an answer only for a question of the battle', async () => {
    const { session, sockets } = setup();
    session.start();
    await flush();
    sockets[0]?.open();
    expect(session.submitAnswer(0, 'Ajax')).toBe(false);
    sockets[0]?.deliver({
      type: 'quiz_ready',
      battle_id: 'b1',
      sport: 'soccer',
      level: 'easy',
      total: 2,
      players: ['alice', 'boris'],
      opponent: 'boris',
      opponent_avatar: '',
      avatars: {},
      scores: {},
      countdown_ms: 0,
      starts_at: 0,
      question_ms: 10_000,
      pause_ms: 3_000,
      server_time: 0,
    });
    expect(session.submitAnswer(1, 'Ajax')).toBe(true);
    expect(session.submitAnswer(2, 'Ajax')).toBe(false);
    expect(sockets[0]?.sent).toEqual([{ type: 'submit_answer', battle_id: 'b1', username: 'alice', answer: 'Ajax', question_index: 1 }]);
  });

  it('reconnects once to get the result replayed when a snapshot says the battle is finished', async () => {
    const { session, sockets } = setup();
    session.start();
    await flush();
    sockets[0]?.open();
    const snapshot = {
      type: 'battle_state',
      battle_id: 'b1',
      status: 'finished',
      sport: 'soccer',
      level: 'easy',
      total: 2,
      question_index: 1,
      question: null,
      deadline: null,
      time_left_ms: 0,
      starts_at: null,
      next_question_at: null,
      server_time: 0,
      scores: {},
      players: [],
      opponent: 'boris',
      opponent_avatar: '',
      avatars: {},
      my_answer: null,
      correct_answer: null,
      opponent_answered: false,
    };
    sockets[0]?.deliver(snapshot);
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    sockets[1]?.deliver(snapshot);
    await flush();
    expect(sockets).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { CONFIG, QUESTIONS, answer, harness } from './fixtures.js';
import type { PlannedAnswer } from './types.js';
import { pointsFor } from './scoring.js';

const T0 = 1_000_000;
const STARTED = T0 + CONFIG.countdownMs;

/** A recorded run: right at 2.5 s, wrong at 4 s, no answer. */
const PLAN: PlannedAnswer[] = [
  { answerIndex: 1, elapsedMs: 2_500 },
  { answerIndex: 0, elapsedMs: 4_000 },
  { answerIndex: null, elapsedMs: 0 },
];

function replayHarness(kind: 'replayed' | 'scripted' = 'replayed') {
  const participant = kind === 'replayed' ? { kind, runId: 'run-1', plan: PLAN } : { kind, plan: PLAN };
  return harness({
    init: {
      players: [
        { username: 'alice', userId: 'u-alice', language: 'en', avatar: '' },
        { username: 'rec', userId: null, language: 'en', avatar: 'r.png', participant },
      ],
    },
  });
}

describe('battle machine: replayed and scripted participants', () => {
  it('starts the countdown as soon as the one live player connects, and labels the opponent', () => {
    const h = replayHarness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    expect(h.runner.state.phase).toEqual({ name: 'countdown', endsAt: STARTED });
    expect(h.to('alice', 'quiz_ready')[0]).toMatchObject({ opponent: 'rec', opponent_kind: 'recorded' });
    expect(replayHarness('scripted').runner.state.players[1].connected).toBe(true);
  });

  it('gives the planned answers at their recorded times on the server clock, and the replay scores what the run scored', async () => {
    const h = replayHarness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.time.advance(CONFIG.countdownMs);
    h.time.advance(2_499);
    expect(h.to('alice', 'opponent_answered')).toHaveLength(0);
    h.time.advance(1);
    expect(h.to('alice', 'opponent_answered')).toEqual([{ type: 'opponent_answered', question_index: 0, username: 'rec' }]);
    answer(h, 'alice', 0, QUESTIONS[0]!.served.en.answers[1]!.text);
    // Both answered: the round closed, the pause runs, question 1 follows.
    h.time.advance(CONFIG.pauseMs + 4_000);
    expect(h.to('alice', 'opponent_answered').map((m) => m.question_index)).toEqual([0, 1]);
    // Question 2: the run gave no answer; the round closes at the deadline.
    h.time.advance(CONFIG.questionMs + CONFIG.answerGraceMs + CONFIG.pauseMs + CONFIG.questionMs + CONFIG.answerGraceMs);
    await h.flush();
    const recorded = pointsFor(true, STARTED + 2_500, STARTED + CONFIG.questionMs, CONFIG.questionMs);
    expect(h.persisted[0]?.outcome.finalScores.rec).toBe(recorded);
    expect(h.persisted[0]?.answers.filter((a) => a.username === 'rec').map((a) => [a.questionIndex, a.answerIndex, a.elapsedMs])).toEqual([
      [0, 1, 2_500],
      [1, 0, 4_000],
    ]);
    // Nothing was ever addressed to the sockets of a participant that has none (the registry drops them anyway).
    expect(h.runner.state.phase.name).toBe('finished');
  });

  it('counts a planned answer at its planned time even when the timer fires late', () => {
    const h = replayHarness('scripted');
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.time.advance(CONFIG.countdownMs);
    // The live player answers first; the bot's timer is then due and fires in the same advance.
    answer(h, 'alice', 0, QUESTIONS[0]!.served.en.answers[3]!.text);
    h.time.advance(3_000);
    const points = h.runner.state.players[1].answers[0]?.points;
    expect(points).toBe(pointsFor(true, STARTED + 2_500, STARTED + CONFIG.questionMs, CONFIG.questionMs));
  });

  it('a live player who leaves forfeits to the replayed opponent; a lobby quit cancels', () => {
    const h = replayHarness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.time.advance(CONFIG.countdownMs);
    h.runner.dispatch({ type: 'player_disconnected', username: 'alice' });
    h.time.advance(CONFIG.reconnectGraceMs);
    expect(h.runner.state.phase).toMatchObject({ name: 'finishing', outcome: { reason: 'forfeit', forfeitedBy: 'alice', winner: 'rec' } });

    const lobby = replayHarness();
    lobby.runner.dispatch({ type: 'quit', username: 'alice' });
    expect(lobby.runner.state.phase).toEqual({ name: 'cancelled', reason: 'no_show' });
  });
});

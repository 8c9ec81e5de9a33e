import { describe, expect, it } from 'vitest';
import { CONFIG, answer, harness, type Harness } from './fixtures.js';
import { CORRECT_POINTS, SPEED_BONUS_MAX, pointsFor } from './scoring.js';
import { decideByScore, decideForfeit, resultOf } from './teams.js';

/**
 * 2v2 (issue 32): four seats [alice, bob, carol, dave] = teams alice + carol against bob + dave.
 * Fixture questions: the correct answers are 'answer 0.1', 'answer 1.2', 'answer 2.0' (ru: 'ответ ...').
 */
const FOUR = {
  players: [
    { username: 'alice', userId: 'u-alice', language: 'en', avatar: 'a.png' },
    { username: 'bob', userId: 'u-bob', language: 'ru', avatar: '' },
    { username: 'carol', userId: 'u-carol', language: 'en', avatar: '' },
    { username: 'dave', userId: 'u-dave', language: 'en', avatar: '' },
  ],
} as const;

/** A short reconnect grace: the fixture's three rounds last longer than it. */
const GRACE_MS = 5_000;

function teamHarness(): Harness {
  return harness({ init: { players: [...FOUR.players], config: { ...CONFIG, reconnectGraceMs: GRACE_MS } } });
}

function allConnect(h: Harness): void {
  for (const p of FOUR.players) h.runner.dispatch({ type: 'player_connected', username: p.username });
}

function toFirstQuestion(h: Harness): void {
  allConnect(h);
  h.time.advance(CONFIG.countdownMs);
}

const seats = (names: string[]) => ({ players: names.map((username) => ({ username })) }) as never;

describe('team rule (teams.ts)', () => {
  it('a team scores the sum of its players; the higher total wins for both of its players', () => {
    const state = seats(['alice', 'bob', 'carol', 'dave']);
    const outcome = decideByScore(state, { alice: 100, bob: 190, carol: 150, dave: 0 });
    expect(outcome).toMatchObject({
      reason: 'completed',
      winner: 'alice',
      loser: 'bob',
      winners: ['alice', 'carol'],
      losers: ['bob', 'dave'],
    });
    expect(['alice', 'carol'].map((n) => resultOf(outcome, n))).toEqual(['win', 'win']);
    expect(['bob', 'dave'].map((n) => resultOf(outcome, n))).toEqual(['lose', 'lose']);
  });

  it('equal totals are a draw for all four, whoever scored most alone', () => {
    const outcome = decideByScore(seats(['alice', 'bob', 'carol', 'dave']), { alice: 0, bob: 200, carol: 200, dave: 0 });
    expect(outcome.winner).toBeNull();
    expect(['alice', 'bob', 'carol', 'dave'].map((n) => resultOf(outcome, n))).toEqual(['draw', 'draw', 'draw', 'draw']);
  });

  it('a forfeit goes against the leaver\u2019s whole team, even when it was ahead', () => {
    const outcome = decideForfeit(seats(['alice', 'bob', 'carol', 'dave']), { alice: 400, bob: 0, carol: 300, dave: 0 }, 'carol');
    expect(outcome).toMatchObject({ reason: 'forfeit', winner: 'bob', loser: 'alice', forfeitedBy: 'carol', winners: ['bob', 'dave'] });
  });

  it('1v1 keeps its own rule', () => {
    const outcome = decideByScore(seats(['alice', 'bob']), { alice: 100, bob: 150 });
    expect(outcome).toMatchObject({ winner: 'bob', loser: 'alice' });
    expect(outcome.winners).toBeUndefined();
    expect(resultOf(outcome, 'bob')).toBe('win');
  });
});

describe('battle machine: 2v2', () => {
  it('starts when all four are connected; quiz_ready names both teams, mine first', () => {
    const h = teamHarness();
    for (const p of FOUR.players.slice(0, 3)) h.runner.dispatch({ type: 'player_connected', username: p.username });
    expect(h.to('alice', 'quiz_ready')).toHaveLength(0);
    h.runner.dispatch({ type: 'player_connected', username: 'dave' });
    expect(h.to('alice', 'quiz_ready')[0]).toMatchObject({
      mode: '2v2',
      teams: [
        ['alice', 'carol'],
        ['bob', 'dave'],
      ],
      team_scores: [0, 0],
      opponent: 'bob',
      players: ['alice', 'bob', 'carol', 'dave'],
    });
    expect(h.to('dave', 'quiz_ready')[0]?.teams).toEqual([
      ['dave', 'bob'],
      ['alice', 'carol'],
    ]);
  });

  it('each answers alone; the three others hear who answered (not what); the round waits for all four', () => {
    const h = teamHarness();
    toFirstQuestion(h);
    answer(h, 'alice', 0, 'answer 0.1');
    for (const other of ['bob', 'carol', 'dave'])
      expect(h.to(other, 'opponent_answered')).toEqual([{ type: 'opponent_answered', question_index: 0, username: 'alice' }]);
    expect(h.to('alice', 'waiting_for_opponent')[0]).toMatchObject({ opponent: 'bob', waiting_for: ['bob', 'carol', 'dave'] });
    // Carol sees whether each player answered, not her teammate's points for the open round.
    h.runner.dispatch({ type: 'state_requested', username: 'carol' });
    expect(h.to('carol', 'battle_state').at(-1)).toMatchObject({
      answered: { alice: true, bob: false, carol: false, dave: false },
      scores: { alice: 0 },
      team_scores: [0, 0],
    });
    answer(h, 'bob', 0, 'ответ 0.0');
    answer(h, 'carol', 0, 'answer 0.1');
    expect(h.to('alice', 'round_result')).toHaveLength(0);
    answer(h, 'dave', 0, 'answer 0.1');
    const [result] = h.to('carol', 'round_result');
    // The teammate's answer is revealed with the round: all four answers.
    expect(Object.keys(result?.answers ?? {}).sort()).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(result?.answers.alice).toMatchObject({ answer: 'answer 0.1', correct: true });
    const full = CORRECT_POINTS + SPEED_BONUS_MAX;
    expect(result?.team_scores).toEqual([2 * full, full]);
    expect(h.to('bob', 'round_result')[0]?.team_scores).toEqual([full, 2 * full]);
  });

  it('a whole battle: team totals decide, result and stats rule for all four', async () => {
    const h = teamHarness();
    toFirstQuestion(h);
    // alice right at once each round, dave right after 5 s, bob and carol wrong.
    const right = ['answer 0.1', 'answer 1.2', 'answer 2.0'];
    for (let i = 0; i < 3; i += 1) {
      answer(h, 'alice', i, right[i] ?? '');
      answer(h, 'bob', i, `ответ ${i}.3`);
      answer(h, 'carol', i, `answer ${i}.3`);
      h.time.advance(5_000);
      answer(h, 'dave', i, right[i] ?? '');
      h.time.advance(CONFIG.pauseMs);
    }
    await h.flush();
    const outcome = h.persisted[0]?.outcome;
    const alice = 3 * (CORRECT_POINTS + SPEED_BONUS_MAX);
    const dave = 3 * pointsFor(true, 5_000, CONFIG.questionMs, CONFIG.questionMs);
    expect(outcome).toMatchObject({ reason: 'completed', winners: ['alice', 'carol'], losers: ['bob', 'dave'] });
    expect(outcome?.finalScores).toEqual({ alice, bob: 0, carol: 0, dave });
    expect(h.to('carol', 'battle_finished')[0]).toMatchObject({ result: 'win', mode: '2v2', team_scores: [alice, dave] });
    expect(h.to('dave', 'battle_finished')[0]).toMatchObject({ result: 'lose', team_scores: [dave, alice] });
    expect(h.to('dave', 'battle_finished')[0]?.explanation).toMatch(/alice & carol 600 : 450 bob & dave\. alice & carol win\./);
    expect(h.notified.map((n) => n.userId).sort()).toEqual(['u-alice', 'u-bob', 'u-carol', 'u-dave']);
  });

  it('a dropped player scores nothing while away, the battle goes on, and they come back', async () => {
    const h = teamHarness();
    toFirstQuestion(h);
    h.runner.dispatch({ type: 'player_disconnected', username: 'carol' });
    for (const other of ['alice', 'bob', 'dave']) expect(h.to(other, 'opponent_disconnected')[0]).toMatchObject({ username: 'carol' });
    answer(h, 'alice', 0, 'answer 0.1');
    answer(h, 'bob', 0, 'ответ 0.1');
    // The round does not wait for the player who is away.
    answer(h, 'dave', 0, 'answer 0.1');
    expect(h.to('alice', 'round_result')[0]?.answers.carol).toEqual({ answer: null, correct: false, points: 0 });
    // Past the grace: carol's teammate is here, so nobody forfeits.
    h.time.advance(GRACE_MS);
    await h.flush();
    expect(h.persisted).toHaveLength(0);
    expect(h.runner.state.phase.name).not.toBe('finishing');
    h.runner.dispatch({ type: 'player_connected', username: 'carol' });
    expect(h.to('alice', 'opponent_reconnected')).toEqual([{ type: 'opponent_reconnected', username: 'carol' }]);
    expect(h.to('carol', 'battle_state').at(-1)).toMatchObject({
      mode: '2v2',
      teams: [
        ['carol', 'alice'],
        ['bob', 'dave'],
      ],
    });
  });

  it('a team whose both players leave forfeits; one leaving is not enough', async () => {
    const h = teamHarness();
    toFirstQuestion(h);
    answer(h, 'bob', 0, 'ответ 0.1');
    h.runner.dispatch({ type: 'quit', username: 'bob' });
    await h.flush();
    expect(h.persisted).toHaveLength(0);
    expect(h.to('alice', 'opponent_disconnected')[0]).toMatchObject({ username: 'bob', grace_ms: 0 });
    h.runner.dispatch({ type: 'player_disconnected', username: 'dave' });
    h.time.advance(GRACE_MS);
    await h.flush();
    expect(h.persisted[0]?.outcome).toMatchObject({ reason: 'forfeit', forfeitedBy: 'dave', winners: ['alice', 'carol'] });
    expect(h.to('alice', 'battle_finished')[0]).toMatchObject({ result: 'win', reason: 'forfeit' });
    expect(h.to('alice', 'battle_finished')[0]?.explanation).toMatch(/bob & dave left the battle, so alice & carol win by forfeit/);
  });

  it('everyone gone: cancelled without stats', async () => {
    const h = teamHarness();
    toFirstQuestion(h);
    for (const p of FOUR.players) h.runner.dispatch({ type: 'player_disconnected', username: p.username });
    h.time.advance(GRACE_MS);
    await h.flush();
    expect(h.persisted).toHaveLength(0);
    expect(h.cancelled).toEqual(['abandoned']);
  });

  it('someone who never opens the battle cancels it (no_show), as in 1v1', async () => {
    const h = teamHarness();
    for (const p of FOUR.players.slice(0, 3)) h.runner.dispatch({ type: 'player_connected', username: p.username });
    h.time.advance(GRACE_MS);
    await h.flush();
    expect(h.cancelled).toEqual(['no_show']);
  });
});

import type { BattleServerMessage, BattleServerMessageOf, ServedBattleQuestion } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { sessionReducer } from './sessionReducer';
import { initialSessionState, type BattleSessionState } from './sessionState';

/** 2v2 (issue 32): alice and anna against boris and bella, seen by alice. */
const question: ServedBattleQuestion = {
  id: 'q1',
  text: 'Who won?',
  answers: [
    { label: 'A', text: 'Ajax' },
    { label: 'B', text: 'Benfica' },
    { label: 'C', text: 'Celtic' },
    { label: 'D', text: 'Dynamo' },
  ],
};
const zero = { alice: 0, anna: 0, boris: 0, bella: 0 };

const quizReady: BattleServerMessageOf<'quiz_ready'> = {
  type: 'quiz_ready',
  battle_id: 'b1',
  sport: 'soccer',
  level: 'easy',
  total: 2,
  players: ['alice', 'anna', 'boris', 'bella'],
  opponent: 'boris',
  opponent_avatar: '',
  opponent_kind: 'player',
  avatars: { alice: '', anna: '', boris: '', bella: '' },
  scores: zero,
  countdown_ms: 10_000,
  starts_at: 20_000,
  question_ms: 10_000,
  pause_ms: 3_000,
  server_time: 10_000,
  mode: '2v2',
  teams: [
    ['alice', 'anna'],
    ['boris', 'bella'],
  ],
  team_scores: [0, 0],
};

const nextQuestion = (index: number, at: number, teamScores: number[]): BattleServerMessageOf<'next_question'> => ({
  type: 'next_question',
  question_index: index,
  total: 2,
  question,
  deadline: at + 10_000,
  server_time: at,
  time_left_ms: 10_000,
  question_ms: 10_000,
  scores: zero,
  timestamp: at,
  team_scores: teamScores,
});

const answered = (username: string): BattleServerMessageOf<'opponent_answered'> => ({
  type: 'opponent_answered',
  question_index: 0,
  username,
});

function play(messages: BattleServerMessage[]): BattleSessionState {
  return messages.reduce(
    (state, message) => sessionReducer(state, { type: 'message', message, receivedAt: 9_000 }),
    initialSessionState('b1', 'alice'),
  );
}

describe('sessionReducer in a 2v2 battle', () => {
  it('learns the teams and their totals from quiz_ready', () => {
    const state = play([quizReady]);
    expect(state).toMatchObject({ mode: '2v2', teams: quizReady.teams, teamScores: [0, 0] });
  });

  it('marks who has answered, a teammate without telling me the opponents answered', () => {
    let state = play([quizReady, nextQuestion(0, 20_000, [0, 0]), answered('Anna')]);
    expect(state.answered).toEqual({ anna: true });
    expect(state.opponentAnswered).toBe(false);
    state = play([quizReady, nextQuestion(0, 20_000, [0, 0]), answered('anna'), answered('bella')]);
    expect(state.answered).toEqual({ anna: true, bella: true });
    expect(state.opponentAnswered).toBe(true);
  });

  it('reveals every answer when the round closes, with the team totals, and starts the next round clean', () => {
    const round: BattleServerMessageOf<'round_result'> = {
      type: 'round_result',
      question_index: 0,
      total: 2,
      correct_answer: 'Ajax',
      scores: { alice: 190, anna: 0, boris: 150, bella: 120 },
      answers: {
        alice: { answer: 'Ajax', correct: true, points: 190 },
        anna: { answer: 'Celtic', correct: false, points: 0 },
        boris: { answer: 'Ajax', correct: true, points: 150 },
        bella: { answer: 'Ajax', correct: true, points: 120 },
      },
      start_countdown: true,
      pause_ms: 3_000,
      next_question_at: 33_000,
      team_scores: [190, 270],
    };
    let state = play([quizReady, nextQuestion(0, 20_000, [0, 0]), answered('anna'), round]);
    expect(state.teamScores).toEqual([190, 270]);
    expect(state.roundAnswers?.anna).toEqual({ answer: 'Celtic', correct: false, points: 0 });
    state = sessionReducer(state, { type: 'message', message: nextQuestion(1, 33_000, [190, 270]), receivedAt: 9_000 });
    expect(state).toMatchObject({ answered: {}, roundAnswers: null, teamScores: [190, 270] });
  });

  it('marks a player away without a forfeit notice, and back again', () => {
    const gone: BattleServerMessageOf<'opponent_disconnected'> = {
      type: 'opponent_disconnected',
      username: 'Boris',
      grace_ms: 30_000,
      forfeit_at: 60_000,
    };
    let state = play([quizReady, nextQuestion(0, 20_000, [0, 0]), gone]);
    expect(state.away).toEqual({ boris: true });
    expect(state.opponentAway).toBeNull();
    state = sessionReducer(state, { type: 'message', message: { type: 'opponent_reconnected', username: 'boris' }, receivedAt: 9_000 });
    expect(state.away).toEqual({});
  });

  it('resumes a 2v2 battle from a snapshot: teams, totals, who answered and who is away', () => {
    const snapshot: BattleServerMessageOf<'battle_state'> = {
      type: 'battle_state',
      battle_id: 'b1',
      status: 'question',
      sport: 'soccer',
      level: 'easy',
      total: 2,
      question_index: 1,
      question,
      deadline: 40_000,
      time_left_ms: 5_000,
      starts_at: 20_000,
      next_question_at: null,
      server_time: 35_000,
      scores: { alice: 190, anna: 0, boris: 150, bella: 120 },
      players: [
        { username: 'alice', avatar: '', connected: true },
        { username: 'anna', avatar: '', connected: true },
        { username: 'boris', avatar: '', connected: false },
        { username: 'bella', avatar: '', connected: true },
      ],
      opponent: 'boris',
      opponent_avatar: '',
      avatars: {},
      my_answer: null,
      correct_answer: null,
      opponent_answered: true,
      mode: '2v2',
      teams: quizReady.teams,
      team_scores: [190, 270],
      answered: { alice: false, anna: true, boris: false, bella: true },
    };
    const state = play([snapshot]);
    expect(state).toMatchObject({ mode: '2v2', teamScores: [190, 270], answered: { anna: true, bella: true }, away: { boris: true } });
    expect(state.opponentAway).toBeNull();
  });
});

import type { BattleServerMessage, BattleServerMessageOf, ServedBattleQuestion } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { sessionReducer } from './sessionReducer';
import { initialSessionState, type BattleSessionState } from './sessionState';

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

const quizReady: BattleServerMessageOf<'quiz_ready'> = {
  type: 'quiz_ready',
  battle_id: 'b1',
  sport: 'soccer',
  level: 'easy',
  total: 2,
  players: ['alice', 'boris'],
  opponent: 'boris',
  opponent_avatar: '',
  opponent_kind: 'player',
  avatars: { alice: '', boris: 'avatars/boris.png' },
  scores: { alice: 0, boris: 0 },
  countdown_ms: 10_000,
  starts_at: 20_000,
  question_ms: 10_000,
  pause_ms: 3_000,
  server_time: 10_000,
};

const nextQuestion = (index: number, at: number): BattleServerMessageOf<'next_question'> => ({
  type: 'next_question',
  question_index: index,
  total: 2,
  question,
  deadline: at + 10_000,
  server_time: at,
  time_left_ms: 10_000,
  question_ms: 10_000,
  scores: { alice: 0, boris: 0 },
  timestamp: at,
});

function play(messages: BattleServerMessage[], receivedAt = 9_000): BattleSessionState {
  return messages.reduce(
    (state, message) => sessionReducer(state, { type: 'message', message, receivedAt }),
    initialSessionState('b1', 'alice'),
  );
}

describe('sessionReducer', () => {
  it('ends a solo run with run_finished (issue 31): my score and grid, and nothing later changes it', () => {
    const run: BattleServerMessageOf<'run_finished'> = {
      type: 'run_finished',
      battle_id: 'b1',
      mode: 'daily',
      sport: 'soccer',
      score: 190,
      total: 2,
      grid: [true, null],
    };
    const state = play([quizReady, nextQuestion(0, 20_000), run, nextQuestion(1, 30_000)]);
    expect(state.phase).toBe('finished');
    expect(state.runFinished).toEqual(run);
    expect(state.finished).toBeNull();
    expect(state.question?.index).toBe(0);
  });

  it('starts the countdown on quiz_ready and learns the server clock', () => {
    const state = play([quizReady]);
    expect(state).toMatchObject({ phase: 'countdown', opponent: 'boris', startsAt: 20_000, total: 2, heard: true, clockOffsetMs: 1_000 });
  });

  it('asks a question with a clean round', () => {
    const state = play([quizReady, nextQuestion(0, 20_000)]);
    expect(state.phase).toBe('question');
    expect(state.question).toMatchObject({ index: 0, total: 2, deadline: 30_000, durationMs: 10_000 });
    expect(state.myAnswer).toBeNull();
  });

  it('records my answer, then waits for the opponent', () => {
    const state = play([
      quizReady,
      nextQuestion(0, 20_000),
      {
        type: 'answer_submitted',
        question_index: 0,
        answer: 'Ajax',
        correct: true,
        correct_answer: 'Ajax',
        points: 180,
        scores: { alice: 180, boris: 0 },
        start_countdown: false,
        time_left_ms: 8_000,
      },
      { type: 'waiting_for_opponent', question_index: 0, opponent: 'boris', last: false },
    ]);
    expect(state).toMatchObject({
      myAnswer: { answer: 'Ajax', correct: true, points: 180 },
      correctAnswer: 'Ajax',
      waitingForOpponent: true,
      finishedMyQuiz: false,
    });
    expect(state.scores).toEqual({ alice: 180, boris: 0 });
  });

  it('pauses after a round, then clears the round for the next question', () => {
    const paused = play([
      quizReady,
      nextQuestion(0, 20_000),
      {
        type: 'round_result',
        question_index: 0,
        total: 2,
        correct_answer: 'Celtic',
        scores: { alice: 0, boris: 150 },
        answers: { alice: { answer: null, correct: false, points: 0 }, boris: { answer: 'Celtic', correct: true, points: 150 } },
        start_countdown: true,
        pause_ms: 3_000,
        next_question_at: 33_000,
      },
    ]);
    expect(paused).toMatchObject({ phase: 'pause', correctAnswer: 'Celtic', myAnswer: null, nextQuestionAt: 33_000 });
    const next = sessionReducer(paused, { type: 'message', message: nextQuestion(1, 33_000), receivedAt: 32_000 });
    expect(next).toMatchObject({ phase: 'question', correctAnswer: null, nextQuestionAt: null, opponentAnswered: false });
  });

  it('ends with the result and ignores anything after it but battle_end', () => {
    const finished: BattleServerMessageOf<'battle_finished'> = {
      type: 'battle_finished',
      battle_id: 'b1',
      final_scores: { alice: 300, boris: 150 },
      winner: 'alice',
      loser: 'boris',
      result: 'win',
      updated_users: {},
      explanation: '',
      reason: 'completed',
      forfeited_by: null,
      scoring: { correct_points: 100, speed_bonus_max: 100, question_ms: 10_000 },
      timestamp: 1,
      processing_status: 'completed',
    };
    const state = play([
      quizReady,
      finished,
      nextQuestion(1, 40_000),
      { type: 'battle_end', battle_id: 'b1', reason: 'finished', message: 'The battle is over' },
    ]);
    expect(state.phase).toBe('finished');
    expect(state.finished?.result).toBe('win');
    expect(state.question).toBeNull();
    expect(state.ended?.reason).toBe('finished');
  });

  it('marks a cancelled battle', () => {
    const state = play([quizReady, { type: 'battle_end', battle_id: 'b1', reason: 'abandoned', message: 'Both players left' }]);
    expect(state.phase).toBe('cancelled');
  });

  it("knows when the opponent played earlier (a friend challenge's challenger, issue 31), also after a reconnect", () => {
    expect(play([quizReady]).opponentPlayed).toBe(false);
    const played = play([{ ...quizReady, opponent_played: true, scores: { alice: 0 } }]);
    expect(played.opponentPlayed).toBe(true);
    const snapshot: BattleServerMessageOf<'battle_state'> = {
      type: 'battle_state',
      battle_id: 'b1',
      status: 'question',
      sport: 'soccer',
      level: 'easy',
      total: 2,
      question_index: 0,
      question,
      deadline: 30_000,
      time_left_ms: 4_000,
      starts_at: null,
      next_question_at: null,
      server_time: 26_000,
      scores: { alice: 0 },
      players: [
        { username: 'alice', avatar: '', connected: true },
        { username: 'boris', avatar: '', connected: false },
      ],
      opponent: 'boris',
      opponent_avatar: '',
      opponent_played: true,
      avatars: { alice: '', boris: '' },
      my_answer: null,
      correct_answer: null,
      opponent_answered: false,
    };
    expect(play([snapshot]).opponentPlayed).toBe(true);
  });

  it('resumes from a snapshot after a reconnect', () => {
    const state = play([
      quizReady,
      {
        type: 'battle_state',
        battle_id: 'b1',
        status: 'question',
        sport: 'soccer',
        level: 'easy',
        total: 2,
        question_index: 1,
        question,
        deadline: 50_000,
        time_left_ms: 4_000,
        starts_at: null,
        next_question_at: null,
        server_time: 46_000,
        scores: { alice: 120, boris: 0 },
        players: [
          { username: 'alice', avatar: '', connected: true },
          { username: 'boris', avatar: '', connected: false },
        ],
        opponent: 'boris',
        opponent_avatar: '',
        avatars: { alice: '', boris: '' },
        my_answer: { answer: 'Ajax', correct: false, correct_answer: 'Dynamo', points: 0 },
        correct_answer: 'Dynamo',
        opponent_answered: false,
      },
    ]);
    expect(state).toMatchObject({
      phase: 'question',
      question: { index: 1, deadline: 50_000, durationMs: 10_000 },
      myAnswer: { answer: 'Ajax', correct: false },
      correctAnswer: 'Dynamo',
      waitingForOpponent: true,
      finishedMyQuiz: true,
      opponentAway: { forfeitAt: null },
    });
  });

  it('tracks the opponent leaving and coming back', () => {
    const away = play([quizReady, { type: 'opponent_disconnected', username: 'boris', grace_ms: 30_000, forfeit_at: 60_000 }]);
    expect(away.opponentAway).toEqual({ forfeitAt: 60_000 });
    expect(
      sessionReducer(away, { type: 'message', message: { type: 'opponent_reconnected', username: 'boris' }, receivedAt: 0 }).opponentAway,
    ).toBeNull();
  });

  it('keeps the same state for messages that change nothing', () => {
    const state = play([quizReady]);
    expect(
      sessionReducer(state, { type: 'message', message: { type: 'error', code: 'answer_late', message: 'Time is up' }, receivedAt: 0 }),
    ).toBe(state);
  });
});

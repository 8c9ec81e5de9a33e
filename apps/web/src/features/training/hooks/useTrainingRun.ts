import type { Flashcard, Language, TrainingQuestion } from '@fanclash/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/apiError';
import {
  completeSession,
  generateQuestions,
  getFlashcards,
  practiceQuestions,
  startSession,
  submitAnswer,
  translateFlashcards,
} from '../api';
import type { FlashcardTally } from '../components/FlashcardSession';
import type { SetupChoice } from '../components/SetupCard';
import { trainingQueryKeys } from '../queryKeys';
import { quizScore, validQuestions, type Outcome, type QuizScore } from '../session/quiz';

export type Run =
  | { readonly kind: 'quiz'; readonly sessionId: string; readonly choice: SetupChoice; readonly questions: readonly TrainingQuestion[] }
  | {
      readonly kind: 'flashcards';
      /** null offline: the cards kept on the device play without a server session (issue 35). */
      readonly sessionId: string | null;
      readonly choice: SetupChoice;
      readonly cards: readonly Flashcard[];
      readonly language: Language;
      readonly offline?: boolean;
    };

export interface Completion {
  readonly choice: SetupChoice;
  readonly score?: QuizScore;
  readonly tally?: FlashcardTally;
}

export type Phase =
  { readonly kind: 'setup' } | { readonly kind: 'run'; readonly run: Run } | { readonly kind: 'complete'; readonly result: Completion };

/** No question survived the section 5 check. */
export class NoValidQuestionsError extends Error {}

/** Offline with no flashcards kept on this device for the choice. */
export class NoOfflineCardsError extends Error {}

/** The network is gone (the server never answered): training falls back to what the device kept. */
export const isOffline = (error: unknown): boolean =>
  (error instanceof ApiError && error.isNetworkError) || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** The offline code (IndexedDB queue and kept cards), loaded when first needed. */
const offline = () => import('../offline/sync');

const asLanguage = (value: string | undefined): Language => (value === 'ru' ? 'ru' : 'en');
// Section 8: other failed training calls are only logged.
const logFailure = (what: string) => (error: unknown) => console.warn(`Training: ${what} failed`, error);

/**
 * A training session from setup to completion (section 4): start (the server session plus the
 * mode's questions or cards), answers and reviews logged as they happen, then complete (the
 * session closed, the stats reloaded).
 */
export function useTrainingRun(username: string) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'setup' });
  const [completing, setCompleting] = useState(false);
  const pending = useRef<Array<Promise<unknown>>>([]);

  const start = useMutation({
    // Not paused while the browser is offline (TanStack's default): flashcards then play from
    // the device, and a quiz says it needs a connection.
    networkMode: 'always',
    mutationFn: async (choice: SetupChoice): Promise<Run> => {
      if (choice.mode === 'flashcards') {
        try {
          const session = await startSession(username, choice.mode, choice.sport, choice.level);
          const cards = await getFlashcards(username, choice.sport, choice.level, language);
          void offline().then(({ keepCards }) => keepCards(username, { sport: choice.sport, level: choice.level, language }, cards));
          return { kind: 'flashcards', sessionId: session.session_id, choice, cards, language };
        } catch (error) {
          if (!isOffline(error)) throw error;
          // No network: the cards kept while online, their reviews queued until it is back.
          const cards = await (await offline()).cardsForOffline(username, { sport: choice.sport, level: choice.level, language });
          if (cards.length === 0) throw new NoOfflineCardsError();
          return { kind: 'flashcards', sessionId: null, choice, cards, language, offline: true };
        }
      }
      const session = await startSession(username, choice.mode, choice.sport, choice.level);
      const raw =
        choice.mode === 'practice'
          ? await practiceQuestions(choice.level, language)
          : await generateQuestions(choice.sport, choice.level, language);
      const questions = validQuestions(raw);
      if (questions.length === 0) throw new NoValidQuestionsError();
      return { kind: 'quiz', sessionId: session.session_id, choice, questions };
    },
    onSuccess: (run) => setPhase({ kind: 'run', run }),
  });

  const run = phase.kind === 'run' ? phase.run : null;
  const sessionId = run?.sessionId ?? null;

  // A language switch in the middle of a flashcard session shows the same cards in the new language.
  useEffect(() => {
    if (run?.kind !== 'flashcards' || run.language === language || run.offline) return;
    let current = true;
    translateFlashcards(run.cards, language)
      .then((cards) => {
        if (current) setPhase({ kind: 'run', run: { ...run, cards, language } });
      })
      .catch(logFailure('translate-flashcards'));
    return () => {
      current = false;
    };
  }, [run, language]);

  const recordAnswer = useCallback(
    (question: TrainingQuestion, answer: string) => {
      if (!sessionId) return;
      pending.current.push(submitAnswer(username, sessionId, question, answer).catch(logFailure('submit-answer')));
    },
    [username, sessionId],
  );

  const rateCard = useCallback(
    (card: Flashcard, rating: 'need_review' | 'got_it') => {
      // Only cards made from misses are scheduled; knowledge cards have no schedule to move.
      if (card.source !== 'incorrect_answer') return;
      // Through the device's queue, online or not: sent now, or when the network is back.
      pending.current.push(
        offline()
          .then(({ queueReview }) => queueReview(username, card.id, rating))
          .catch(logFailure('flashcard-review')),
      );
    },
    [username],
  );

  const finish = useCallback(
    async (result: Omit<Completion, 'choice'>) => {
      if (!run) return;
      setCompleting(true);
      // Every answer is in before the session closes, so the reloaded stats include them.
      await Promise.allSettled(pending.current);
      pending.current = [];
      if (run.sessionId) await completeSession(run.sessionId).catch(logFailure('complete-session'));
      setCompleting(false);
      setPhase({ kind: 'complete', result: { ...result, choice: run.choice } });
      void queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all });
    },
    [run, queryClient],
  );

  const finishQuiz = useCallback((outcomes: readonly Outcome[]) => void finish({ score: quizScore(outcomes) }), [finish]);
  const finishFlashcards = useCallback((tally: FlashcardTally) => void finish({ tally }), [finish]);
  const backToSetup = useCallback(() => {
    start.reset();
    setPhase({ kind: 'setup' });
  }, [start]);

  return { phase, start, completing, recordAnswer, rateCard, finishQuiz, finishFlashcards, backToSetup };
}

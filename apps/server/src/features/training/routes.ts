import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  TRAINING_MESSAGES,
  flashcardReviewBodySchema,
  flashcardsQuerySchema,
  generateQuestionsQuerySchema,
  incorrectAnswersQuerySchema,
  practiceQuestionsQuerySchema,
  startSessionQuerySchema,
  submitAnswerQuerySchema,
  translateFlashcardsBodySchema,
  type CompleteSessionResponse,
  type FlashcardReviewResponse,
  type FlashcardsResponse,
  type IncorrectAnswersResponse,
  type StartSessionResponse,
  type SubmitAnswerResponse,
  type TrainingQuestionsResponse,
  type TrainingStats,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { assertSelf, requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { parseTraining, queryAndBody } from './parse.js';
import { languageOf, type TrainingService } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Training over REST (spec section 7). Every call needs the token even though the spec's client
 * sends none; a `username` (path or query) that is not the caller gets 403.
 */
export async function trainingRoutes(app: FastifyInstance, platform: Platform, service: TrainingService): Promise<void> {
  /**
   * The caller, checked against every username it may name: the path's, the query's and the
   * JSON body's (query parameters may come in a body too, so a body naming someone else is
   * refused with 403 the same way).
   */
  async function caller(request: FastifyRequest): Promise<UserRow> {
    const user = await requireUser(platform, request);
    const params = request.params as Record<string, unknown> | undefined;
    assertSelf(user, params?.username);
    assertSelf(user, (request.query as Record<string, unknown> | undefined)?.username);
    const body = request.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) assertSelf(user, (body as Record<string, unknown>).username);
    return user;
  }

  app.get('/training/training-stats/:username', async (request): Promise<TrainingStats> => {
    const user = await caller(request);
    return service.stats(user);
  });

  app.get('/training/incorrect-answers/:username', async (request): Promise<IncorrectAnswersResponse> => {
    const user = await caller(request);
    const query = parseTraining(incorrectAnswersQuerySchema, request.query);
    const rows = await service.incorrectAnswers(user, query, languageOf(user, query.language));
    return { incorrect_answers: rows };
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/training/generate-random-questions',
    handler: async (request): Promise<TrainingQuestionsResponse> => {
      const user = await caller(request);
      const query = parseTraining(generateQuestionsQuerySchema, queryAndBody(request.query, request.body));
      return service.randomQuestions(query.sport, query.level, query.count, languageOf(user, query.language));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/training/practice-questions',
    handler: async (request): Promise<TrainingQuestionsResponse> => {
      const user = await caller(request);
      const query = parseTraining(practiceQuestionsQuerySchema, queryAndBody(request.query, request.body));
      return service.practiceQuestions(query.level, languageOf(user, query.language));
    },
  });

  app.post('/training/start-session', async (request, reply): Promise<StartSessionResponse> => {
    const user = await caller(request);
    const query = parseTraining(startSessionQuerySchema, queryAndBody(request.query, request.body));
    reply.code(201);
    return service.startSession(user, query.session_type, query.sport, query.level);
  });

  app.post('/training/submit-answer', async (request): Promise<SubmitAnswerResponse> => {
    const user = await caller(request);
    const query = parseTraining(submitAnswerQuerySchema, queryAndBody(request.query, request.body));
    return service.submitAnswer(user, query);
  });

  app.post('/training/complete-session/:sessionId', async (request): Promise<CompleteSessionResponse> => {
    const user = await caller(request);
    const { sessionId } = request.params as { sessionId: string };
    if (!UUID.test(sessionId)) {
      throw new AppError(404, ERROR_CODES.trainingSessionNotFound, TRAINING_MESSAGES[ERROR_CODES.trainingSessionNotFound] ?? 'Not found');
    }
    return service.completeSession(user, sessionId);
  });

  app.get('/training/flashcards/:username', async (request): Promise<FlashcardsResponse> => {
    const user = await caller(request);
    const query = parseTraining(flashcardsQuerySchema, request.query);
    return service.flashcards(user, query, languageOf(user, query.language));
  });

  app.post('/training/translate-flashcards', async (request): Promise<FlashcardsResponse> => {
    const user = await caller(request);
    const body = parseTraining(translateFlashcardsBodySchema, queryAndBody(request.query, request.body));
    return service.translateFlashcards(user, body.flashcards, languageOf(user, body.language));
  });

  app.post('/training/flashcard-review', async (request): Promise<FlashcardReviewResponse> => {
    const user = await caller(request);
    const body = parseTraining(flashcardReviewBodySchema, queryAndBody(request.query, request.body));
    return service.reviewFlashcard(user, body.card_id, body.rating, body);
  });
}

import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { hiddenQuestions } from '../question-reports/hidden.js';
import { trainingRoutes } from './routes.js';
import { createTrainingService } from './service.js';
import { createTrainingStore } from './store.js';

/** Training: stats, misses, random and practice questions, sessions, flashcards with FSRS reviews. */
export async function registerTraining(app: FastifyInstance, platform: Platform): Promise<void> {
  const hidden = hiddenQuestions(platform);
  const service = createTrainingService(createTrainingStore(platform.db), platform.clock, () => hidden.ids());
  await trainingRoutes(app, platform, service);
}

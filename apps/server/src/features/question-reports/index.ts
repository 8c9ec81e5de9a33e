import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { HIDDEN_QUESTIONS_CHANNEL, hiddenQuestions } from './hidden.js';
import { questionReportRoutes } from './routes.js';
import { createQuestionReportService } from './service.js';
import { createQuestionReportStore } from './store.js';

/** Players report questions (issue 33, item 3): the report route, the battle review, the hidden list kept fresh. */
export async function registerQuestionReports(app: FastifyInstance, platform: Platform): Promise<void> {
  const hidden = hiddenQuestions(platform);
  await hidden.reload();
  const stop = await platform.bus.subscribe(HIDDEN_QUESTIONS_CHANNEL, () => {
    hidden.reload().catch((error: unknown) => platform.log.warn({ err: error }, 'could not reload the hidden questions'));
  });
  platform.onShutdown(stop);
  await questionReportRoutes(app, platform, createQuestionReportService(platform, createQuestionReportStore(platform.db), hidden));
}

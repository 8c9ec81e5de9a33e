import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { BattleRegistry } from '../battles/registry.js';
import type { RunOpeners } from '../battles/solo-runs.js';
import type { BattleStore } from '../battles/store.js';
import { challengeHandlers, type ChallengeHandlers } from './live.js';
import { challengeRoutes } from './routes.js';
import { createChallengeService } from './service.js';
import { createChallengeStore } from './store.js';

/**
 * Friend challenges (issue 31): routes, the decline message, the turns started from the battle
 * socket, and the expiry job (every instance schedules it; a lease lets one run it at a time).
 */
export async function registerChallenges(
  app: FastifyInstance,
  platform: Platform,
  battles: { registry: BattleRegistry; store: BattleStore; runOpeners: RunOpeners },
): Promise<ChallengeHandlers> {
  const service = createChallengeService(platform, createChallengeStore(platform.db, platform.dbKind), battles.registry, battles.store);
  battles.runOpeners.challenge = (battle, userId) => service.openTurn(battle, userId);
  battles.runOpeners.playedTurn = (battle, userId) => service.playedTurn(battle, userId);
  await challengeRoutes(app, platform, service);

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    service
      .expire()
      .catch((err: unknown) => platform.log.error({ err }, 'challenge expiry failed'))
      .finally(() => {
        running = false;
      });
  }, platform.config.challenges.sweepMs);
  timer.unref();
  platform.onShutdown(async () => clearInterval(timer));
  return challengeHandlers(service);
}

import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createHistoryStore } from './history-store.js';
import { battleUserHandlers, type BattleUserHandlers } from './live.js';
import { BattleRegistry } from './registry.js';
import { createResultStore } from './result-store.js';
import { battleRoutes } from './routes.js';
import { createBattleService, type BattleService } from './service.js';
import { registerBattleSocket } from './socket.js';
import { createBattleStore } from './store.js';
import { repairOrphanedBattles, startBattleSweep } from './sweep.js';
import { quickMatchHandlers, type QuickMatchHandlers } from './quick-match/live.js';
import { createQuickMatch, type QuickMatch } from './quick-match/service.js';
import { replaySettingRoutes } from './quick-match/routes.js';
import type { RunOpeners } from './solo-runs.js';
import type { PartyLookup } from './team-join.js';

/**
 * Live 1v1 battles: REST (create, history, summary, feed, repair), the user-socket lobby
 * messages, the battle socket, the owner registry running each battle's machine, and the
 * waiting-room sweep. Returns the user-socket handlers for the gateway.
 */
export async function registerBattles(
  app: FastifyInstance,
  platform: Platform,
  /** Players' parties for 2v2 (features/teams); without it 2v2 is refused (team_required). */
  parties?: PartyLookup,
): Promise<{
  userHandlers: BattleUserHandlers & QuickMatchHandlers;
  registry: BattleRegistry;
  service: BattleService;
  quickMatch: QuickMatch;
  /** Where the challenges feature plugs the start of a challenge's turns (issue 31). */
  runOpeners: RunOpeners;
  results: ReturnType<typeof createResultStore>;
  store: ReturnType<typeof createBattleStore>;
}> {
  const battles = createBattleStore(platform.db);
  const results = createResultStore(platform.db, platform.procedure);
  const history = createHistoryStore(platform.db);
  const registry = new BattleRegistry(platform, battles, results);
  const service = createBattleService(platform, battles, registry, parties);
  platform.metrics.watchBattles({ inPlay: () => registry.running, waiting: () => battles.countWaiting() });

  await battleRoutes(app, platform, service, { battles, history, results });
  await replaySettingRoutes(app, platform);
  const runOpeners: RunOpeners = {};
  const sockets = registerBattleSocket(app, platform, battles, registry, runOpeners);
  // A deleted account: its battle sockets close and the battles it plays end at once.
  platform.live.onUserClosed((userId, code, reason) => {
    sockets.closeUser(userId, code, reason);
    registry.playerGone(userId);
  });
  // One instance (a memory bus) runs every battle: its registry knows them without a read.
  const startedSince = async (userId: string, since: number) =>
    platform.bus.kind === 'memory' ? registry.startedSince(userId, since) : battles.startedSince(userId, new Date(since));
  // A user socket hears its user's messages only once its subscription is live. One that opened as
  // its player was joined (a reload, a reconnect to the other instance, the bench's arrivals) missed
  // battle_started, published meanwhile on whichever instance ran the join, and the battle was
  // called off for a no-show (bench/RESULTS.md, run 87: 100 of 5,000 joins on the cluster). It hears
  // it now, while the battle still waits for its players.
  platform.live.onSocketReady((userId, send) => {
    startedSince(userId, platform.clock.now() - platform.config.battle.reconnectGraceMs).then(
      (id) => id && send({ type: 'battle_started', data: id }),
      (err: unknown) => platform.log.warn({ err, userId }, 'battle started: re-send on a new socket failed'),
    );
  });
  // Before serving: players of battles that died with the previous process can play again at once.
  await repairOrphanedBattles(platform, battles, true);
  const stopSweep = startBattleSweep(platform, battles);
  const quickMatch = createQuickMatch(platform, battles, registry, service, parties);
  // Draining (SIGTERM): no sweep and no Play now decision here (another instance takes both under
  // the same locks), and the drain waits until every battle this instance runs has finished.
  platform.drain.onDrain(async () => {
    stopSweep();
    await quickMatch.pause();
  });
  platform.drain.hold('battles', () => registry.running);
  platform.onShutdown(async () => {
    stopSweep();
    await quickMatch.stop();
    await registry.stop();
  });
  return {
    userHandlers: { ...battleUserHandlers(service), ...quickMatchHandlers(quickMatch) },
    registry,
    service,
    quickMatch,
    runOpeners,
    results,
    store: battles,
  };
}

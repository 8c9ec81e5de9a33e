import type { FastifyInstance } from 'fastify';
import {
  BATTLE_MESSAGES,
  ERROR_CODES,
  battleHistoryQuerySchema,
  battleSportInputSchema,
  battleSummaryQuerySchema,
  createBattleQuerySchema,
  type BattleHistoryPage,
  type BattleHistoryRow,
  type BattleSummary,
  type RepairUserBattlesResponse,
  type UserBattleFeedItem,
  type WaitingBattle,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { assertSelf, requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { toFeedItem, toHistoryRow, toSummary } from './dto.js';
import type { HistoryStore } from './history-store.js';
import type { ResultStore } from './result-store.js';
import type { BattleService } from './service.js';
import { onFirstSide, resultForSide, statsFromResults } from './stats.js';
import type { BattleStore } from './store.js';

/** The plain history list is capped; the paginated form (with `page`) reaches everything. */
const PLAIN_HISTORY_MAX = 1000;
const FEED_MAX = 50;

interface Stores {
  readonly battles: BattleStore;
  readonly history: HistoryStore;
  readonly results: ResultStore;
}

/** Battles over REST (spec section 7). Identity comes from the token; another user's name gets 403. */
export async function battleRoutes(app: FastifyInstance, platform: Platform, service: BattleService, stores: Stores): Promise<void> {
  app.post('/battle/create', async (request, reply): Promise<WaitingBattle> => {
    const user = await requireUser(platform, request);
    const query = parseInput(createBattleQuerySchema, request.query);
    assertSelf(user, query.first_opponent);
    const battle = await service.create(user, query);
    reply.code(201);
    return battle;
  });

  // A stats reset clears the player's battles (spec section 4): the history and the feed start
  // again from users.stats_reset_at, for that player only; the opponent keeps the battle.
  app.get('/battle/get_all_battles', async (request): Promise<BattleHistoryRow[] | BattleHistoryPage> => {
    const user = await requireUser(platform, request);
    const query = parseInput(battleHistoryQuerySchema, request.query);
    assertSelf(user, query.username);
    const sport = query.sport && query.sport !== 'all' ? battleSportInputSchema.safeParse(query.sport) : undefined;
    // An unknown sport matches nothing rather than failing the page.
    const filter = {
      sport: sport ? (sport.success ? sport.data : query.sport) : undefined,
      result: query.result === 'all' ? undefined : query.result,
    };
    if (query.page === undefined) {
      const { rows } = await stores.history.history(user.id, filter, { limit: PLAIN_HISTORY_MAX, offset: 0 }, user.statsResetAt);
      return rows.map((row) => toHistoryRow(row, user.id));
    }
    const pageSize = query.page_size;
    const { rows, total } = await stores.history.history(
      user.id,
      filter,
      { limit: pageSize, offset: (query.page - 1) * pageSize },
      user.statsResetAt,
    );
    return {
      items: rows.map((row) => toHistoryRow(row, user.id)),
      total,
      page: query.page,
      page_size: pageSize,
      pages: Math.ceil(total / pageSize),
    };
  });

  app.get('/battle/get-battle', async (request): Promise<BattleSummary> => {
    const user = await requireUser(platform, request);
    const { battle_id } = parseInput(battleSummaryQuerySchema, request.query);
    const row = await stores.battles.findById(battle_id);
    if (!row) throw new AppError(404, ERROR_CODES.battleNotFound, BATTLE_MESSAGES.notFound);
    return toSummary(row, platform.config.battle, user.id);
  });

  app.get('/db/get-user-battles', async (request): Promise<UserBattleFeedItem[]> => {
    const user = await requireUser(platform, request);
    assertSelf(user, (request.query as Record<string, unknown> | undefined)?.username);
    const rows = await stores.history.feed(user.id, FEED_MAX, user.statsResetAt);
    return rows.map(toFeedItem);
  });

  /** Recomputes the caller's stats from their finished battles; running it twice changes nothing. */
  app.post('/db/repair-user-battles', async (request): Promise<RepairUserBattlesResponse> => {
    const user = await requireUser(platform, request);
    assertSelf(user, (request.query as Record<string, unknown> | undefined)?.username);
    // A stats reset is a fresh start: battles before it stay in the history but not in the stats.
    const rows = await stores.history.finishedInOrder(user.id, user.statsResetAt);
    const stats = statsFromResults(rows.map((row) => resultForSide(row, onFirstSide(row, user.id))));
    const updated = await stores.results.setStats(user.id, stats, new Date(platform.clock.now()));
    if (!updated) throw new AppError(404, ERROR_CODES.userNotFound, 'User not found');
    const ranking = await platform.users.ranking(updated);
    return { message: 'Battle statistics repaired', new_stats: { ...stats, ranking } };
  });
}

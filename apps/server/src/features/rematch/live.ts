import { ERROR_CODES } from '@fanclash/protocol';
import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { battles } from '../../platform/db/schema.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import type { BattleService } from '../battles/service.js';
import { hasStatus, isBattleId } from '../battles/store.js';
import { isBlockedEitherWay } from '../friends/store.js';

export type RematchHandlers = Pick<UserMessageHandlers, 'rematch_offer' | 'rematch_accept' | 'rematch_decline'>;

type Answerable = { ok: true; creatorId: string | null } | { ok: false; code: string; message: string };

/**
 * Rematch (issue 15): a player of a finished battle creates a new waiting battle of the same
 * sport and level and offers it to the opponent live (through the hub, so across instances);
 * accepting joins it (the usual battle_started follows for both); declining tells the offering
 * player, whose page cancels the waiting battle. The battle is reserved for the opponent
 * (issue 29): the arena does not list it, and nobody else can join, accept or decline it.
 */
export function rematchHandlers(platform: Platform, service: BattleService): RematchHandlers {
  const { db } = platform;

  /**
   * The waiting rematch `userId` answers, or why they may not: only the player it was offered
   * to answers it (a stranger's accept would take the seat, a stranger's decline would make
   * the creator's page cancel it).
   */
  async function answerable(userId: string, battleId: string): Promise<Answerable> {
    const [battle] = isBattleId(battleId)
      ? await db
          .select({ creatorId: battles.firstOpponentId, reservedForId: battles.reservedForId })
          .from(battles)
          .where(and(eq(battles.id, battleId), hasStatus('waiting')))
          .limit(1)
      : [];
    if (!battle?.reservedForId) return { ok: false, code: ERROR_CODES.rematchUnavailable, message: 'This rematch is no longer open' };
    if (battle.reservedForId !== userId)
      return { ok: false, code: ERROR_CODES.notYourRematch, message: 'This rematch was offered to another player' };
    return { ok: true, creatorId: battle.creatorId };
  }

  return {
    rematch_offer: async (context, message) => {
      const me = context.user;
      const [previous] = await db
        .select()
        .from(battles)
        .where(
          and(
            eq(battles.id, message.battle_id),
            eq(battles.status, 'finished'),
            // A rematch is a 1v1 offer to the one opponent: a 2v2 battle's team meets again through the arena.
            eq(battles.mode, '1v1'),
            or(eq(battles.firstOpponentId, me.id), eq(battles.secondOpponentId, me.id)),
          ),
        )
        .limit(1);
      const opponentId = previous ? (previous.firstOpponentId === me.id ? previous.secondOpponentId : previous.firstOpponentId) : null;
      const opponent = opponentId ? await platform.users.findById(opponentId) : undefined;
      if (!previous || !opponent) {
        return context.sendError(ERROR_CODES.rematchUnavailable, 'A rematch is not possible for this battle');
      }
      // A block ends every invitation between two players, a rematch included.
      if (await isBlockedEitherWay(db, me.id, opponent.id)) {
        return context.sendError(ERROR_CODES.rematchUnavailable, 'A rematch is not possible for this battle');
      }
      let created;
      try {
        created = await service.create(me, { first_opponent: me.username, sport: previous.sport, level: previous.level }, opponent);
      } catch (error) {
        if (error instanceof AppError)
          return context.sendError(error.code, typeof error.detail === 'string' ? error.detail : error.message);
        throw error;
      }
      context.send({ type: 'rematch_sent', data: { battle_id: created.id, opponent: opponent.username } });
      await platform.live.sendToUser(opponent.id, {
        type: 'rematch_offered',
        data: { battle_id: created.id, from: me.username, sport: previous.sport, level: previous.level },
      });
    },

    rematch_accept: async (context, message) => {
      const rematch = await answerable(context.user.id, message.battle_id);
      if (!rematch.ok) return context.sendError(rematch.code, rematch.message);
      const result = await service.join(context.user, message.battle_id);
      if (!result.ok) return context.sendError(ERROR_CODES.rematchUnavailable, 'This rematch is no longer open');
    },

    rematch_decline: async (context, message) => {
      const rematch = await answerable(context.user.id, message.battle_id);
      if (!rematch.ok) return context.sendError(rematch.code, rematch.message);
      if (!rematch.creatorId) return;
      await platform.live.sendToUser(rematch.creatorId, {
        type: 'rematch_declined',
        data: { battle_id: message.battle_id, by: context.user.username },
      });
    },
  };
}

import { ERROR_CODES } from '@fanclash/protocol';
import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { battles } from '../../platform/db/schema.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import type { BattleService } from '../battles/service.js';
import { isBlockedEitherWay } from '../friends/store.js';

export type RematchHandlers = Pick<UserMessageHandlers, 'rematch_offer' | 'rematch_accept' | 'rematch_decline'>;

/**
 * Rematch (issue 15): a player of a finished battle creates a new waiting battle of the same
 * sport and level and offers it to the opponent live (through the hub, so across instances);
 * accepting joins it (the usual battle_started follows for both); declining tells the offering
 * player, whose page cancels the waiting battle.
 */
export function rematchHandlers(platform: Platform, service: BattleService): RematchHandlers {
  const { db } = platform;

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
        created = await service.create(me, { first_opponent: me.username, sport: previous.sport, level: previous.level });
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
      const result = await service.join(context.user, message.battle_id);
      if (!result.ok) return context.sendError(ERROR_CODES.rematchUnavailable, 'This rematch is no longer open');
    },

    rematch_decline: async (context, message) => {
      const [battle] = await db
        .select({ creatorId: battles.firstOpponentId })
        .from(battles)
        .where(and(eq(battles.id, message.battle_id), eq(battles.status, 'waiting')))
        .limit(1);
      if (!battle?.creatorId) return;
      // Only someone the creator has played may decline: the creator's page cancels the
      // waiting battle on a decline, and arena battle ids are public.
      const me = context.user.id;
      const creator = battle.creatorId;
      const [played] = await db
        .select({ id: battles.id })
        .from(battles)
        .where(
          and(
            eq(battles.status, 'finished'),
            or(
              and(eq(battles.firstOpponentId, creator), eq(battles.secondOpponentId, me)),
              and(eq(battles.firstOpponentId, me), eq(battles.secondOpponentId, creator)),
            ),
          ),
        )
        .limit(1);
      if (!played) return context.sendError(ERROR_CODES.rematchUnavailable, 'This rematch is no longer open');
      await platform.live.sendToUser(battle.creatorId, {
        type: 'rematch_declined',
        data: { battle_id: message.battle_id, by: context.user.username },
      });
    },
  };
}

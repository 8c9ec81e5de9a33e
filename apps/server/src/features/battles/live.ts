import { BATTLE_ERROR_CODES, BATTLE_MESSAGES, ERROR_CODES, TEAM_MESSAGES } from '@fanclash/protocol';
import type { LiveContext } from '../../realtime/connection.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import type { BattleService, LobbyRefusal } from './service.js';
import { ARENA_TOPIC } from './channels.js';

export type BattleUserHandlers = Pick<
  UserMessageHandlers,
  'get_waiting_battles' | 'join_battle' | 'start_battle' | 'cancel_battle' | 'waiting_room_activity' | 'leave_arena'
>;

/** How each refusal reads on the user socket. Not-found ones use battle_not_found so the list refreshes. */
function refuse(context: LiveContext, battleId: string, reason: LobbyRefusal): void {
  switch (reason) {
    case 'not_found':
      return context.send({
        type: 'battle_not_found',
        data: { battle_id: battleId, message: BATTLE_MESSAGES.notFound, code: ERROR_CODES.battleNotFound },
      });
    case 'taken':
      return context.send({
        type: 'battle_not_found',
        data: { battle_id: battleId, message: BATTLE_MESSAGES.taken, code: ERROR_CODES.battleFull },
      });
    case 'own':
      return context.sendError(ERROR_CODES.battleOwnJoin, BATTLE_MESSAGES.ownJoin);
    case 'not_creator':
      return context.sendError(ERROR_CODES.notBattleCreator, BATTLE_MESSAGES.notCreator);
    case 'not_waiting':
      return context.sendError(ERROR_CODES.battleNotWaiting, BATTLE_MESSAGES.notWaiting);
    case 'not_started':
      return context.sendError(BATTLE_ERROR_CODES.notStarted, BATTLE_MESSAGES.notStarted);
    case 'not_player':
      return context.sendError(ERROR_CODES.forbidden, 'You are not a player in this battle');
    case 'over':
      return context.sendError(BATTLE_ERROR_CODES.battleOver, 'The battle is over');
    case 'in_battle':
      return context.sendError(BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
    case 'creator_in_battle':
      return context.sendError(BATTLE_ERROR_CODES.creatorInBattle, BATTLE_MESSAGES.creatorInBattle);
    case 'no_questions':
      return context.sendError(BATTLE_ERROR_CODES.noQuestions, 'There are no questions for this battle yet');
    case 'team_required':
      return context.sendError(ERROR_CODES.teamRequired, TEAM_MESSAGES.team_required);
    case 'teammate_in_battle':
      return context.sendError(ERROR_CODES.teammateInBattle, TEAM_MESSAGES.teammate_in_battle);
    default:
      return assertNever(reason);
  }
}

/** A `username` field naming someone other than the socket's user is refused (identity comes from the token). */
function isSelf(context: LiveContext, username: string | undefined): boolean {
  if (username === undefined || username.trim() === '' || username.trim().toLowerCase() === context.user.username.toLowerCase())
    return true;
  context.sendError(ERROR_CODES.forbidden, 'You can only act for your own account');
  return false;
}

/** The user socket's battle messages. Every one of them also counts as waiting-room activity. */
export function battleUserHandlers(service: BattleService): BattleUserHandlers {
  return {
    get_waiting_battles: async (context, message) => {
      if (!isSelf(context, message.username)) return;
      await service.touch(context.user);
      // Asking for the list means it is on screen: follow its live updates from now on.
      context.topics.add(ARENA_TOPIC);
      context.send({ type: 'waiting_battles', data: await service.waitingList() });
    },
    leave_arena: (context) => {
      context.topics.delete(ARENA_TOPIC);
    },
    join_battle: async (context, message) => {
      if (!isSelf(context, message.username)) return;
      const result = await service.join(context.user, message.battle_id);
      // A successful join cancels the joiner's own waiting battles: only a refused one keeps them to touch.
      if (!result.ok) {
        await service.touch(context.user);
        return refuse(context, message.battle_id, result.refused);
      }
      // Off to the battle: the list is no longer on this tab's screen.
      context.topics.delete(ARENA_TOPIC);
    },
    start_battle: async (context, message) => {
      await service.touch(context.user);
      const result = await service.start(context.user, message.battle_id);
      if (!result.ok) return refuse(context, message.battle_id, result.refused);
      context.send({ type: 'battle_started', data: result.battle?.id ?? message.battle_id });
    },
    cancel_battle: async (context, message) => {
      if (!isSelf(context, message.username)) return;
      const result = await service.cancel(context.user, message.battle_id);
      if (!result.ok) return refuse(context, message.battle_id, result.refused);
    },
    waiting_room_activity: async (context) => {
      await service.touch(context.user);
    },
  };
}

function assertNever(value: never): never {
  throw new Error(`Unhandled refusal: ${String(value)}`);
}

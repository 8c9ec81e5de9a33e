import type { LiveContext } from '../../realtime/connection.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import { TeamRefusal, type TeamService } from './service.js';

export type TeamUserHandlers = Pick<
  UserMessageHandlers,
  'team_invite' | 'team_invite_accept' | 'team_invite_decline' | 'team_invite_cancel' | 'leave_team' | 'get_team'
>;

/** A refused party action is the socket's `error` with its code; anything else is the gateway's. */
async function partyAction(context: LiveContext, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof TeamRefusal)) throw err;
    context.sendError(err.code, err.message);
  }
}

/** The party messages on /ws (issue 32); identity is the socket's user. */
export function teamUserHandlers(teams: TeamService): TeamUserHandlers {
  return {
    team_invite: (context, message) => partyAction(context, () => teams.invite(context.user, message.friend_username)),
    team_invite_accept: (context, message) => partyAction(context, () => teams.accept(context.user, message.from_username)),
    team_invite_decline: (context, message) => partyAction(context, () => teams.decline(context.user, message.from_username)),
    team_invite_cancel: (context, message) => partyAction(context, () => teams.cancelInvite(context.user, message.friend_username)),
    leave_team: (context) => partyAction(context, () => teams.leave(context.user)),
    get_team: async (context) => context.send({ type: 'team_state', data: await teams.state(context.user) }),
  };
}

import { ERROR_CODES } from '@fanclash/protocol';
import type { LiveContext } from '../../realtime/connection.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';

export type TeamUserHandlers = Pick<
  UserMessageHandlers,
  'team_invite' | 'team_invite_accept' | 'team_invite_decline' | 'team_invite_cancel' | 'leave_team' | 'get_team'
>;

/** Placeholder until the party service lands (issue 32): the messages parse, and are refused. */
export function teamUserHandlers(): TeamUserHandlers {
  const notYet = (context: LiveContext) => context.sendError(ERROR_CODES.unknownMessage, 'Team battles are not available yet');
  return {
    team_invite: notYet,
    team_invite_accept: notYet,
    team_invite_decline: notYet,
    team_invite_cancel: notYet,
    leave_team: notYet,
    get_team: notYet,
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import type { AdminAnswer, AdminRequest } from './admin-protocol.js';
import { createModerationStore } from './store.js';

/** Who the audit log names for a change made from the command line. */
export const ADMIN_ACTOR = 'server (npm run admin)';

/** Grants or takes the role on this database and writes the audit entry. */
export async function runAdminRequest(db: Database, request: AdminRequest, at: Date): Promise<AdminAnswer> {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${request.username})`);
  if (!user) return { ok: false, message: `No player is named ${request.username}.` };
  const store = createModerationStore(db);
  const grant = request.command === 'grant-moderator';
  const changed = grant ? await store.grant(user.id, at) : await store.revoke(user.id);
  if (!changed) return { ok: true, message: `${user.username} ${grant ? 'is already' : 'was not'} a moderator.` };
  await store.audit({
    moderatorId: null,
    moderatorName: ADMIN_ACTOR,
    action: grant ? 'grant_moderator' : 'revoke_moderator',
    kind: 'player',
    targetId: user.id,
    targetUserId: user.id,
    targetUserName: user.username,
    reason: 'command line',
    hours: null,
    at,
  });
  return { ok: true, message: grant ? `${user.username} is now a moderator.` : `${user.username} is no longer a moderator.` };
}

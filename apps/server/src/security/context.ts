import { AccessTokens } from '../platform/auth/tokens.js';
import { LiveClient, signUp, type TestServer, type TestUser } from '../test/harness.js';
import type { SecurityContext } from './route-access.js';

/** The JWT secret of the security suite's servers, so it can sign an expired token itself. */
export const SECURITY_JWT_SECRET = 'security-suite-secret-0123456789abcdef';

export interface Players {
  readonly owner: TestUser;
  readonly other: TestUser;
  /** The owner's access token, expired a minute ago. */
  readonly expiredToken: string;
}

/** Signs up an owner and another player, and signs an expired token for the owner. */
export async function players(server: TestServer): Promise<Players> {
  const owner = await signUp(server);
  const other = await signUp(server);
  const row = await server.platform.users.findByUsername(owner.username);
  if (!row) throw new Error('owner not stored');
  const expired = new AccessTokens(new TextEncoder().encode(SECURITY_JWT_SECRET), -60);
  const expiredToken = await expired.sign({ userId: row.id, username: row.username, version: row.tokenVersion });
  return { owner, other, expiredToken };
}

/** The shared context: the players, and a battle in play between the owner and a partner. */
export async function securityContext(server: TestServer, base: Players): Promise<SecurityContext> {
  const partner = await signUp(server);
  const created = await server.app.inject({
    method: 'POST',
    url: `/battle/create?first_opponent=${base.owner.username}&sport=soccer&level=easy`,
    headers: { authorization: `Bearer ${base.owner.token}` },
  });
  if (created.statusCode !== 201) throw new Error(`battle create failed: ${created.statusCode} ${created.body}`);
  const battleId = created.json<{ id: string }>().id;
  const tab = LiveClient.connect(`${server.wsUrl}/ws?username=${partner.username}&token=${partner.token}`);
  await tab.opened;
  tab.send({ type: 'join_battle', battle_id: battleId });
  await tab.next('battle_started');
  tab.close();
  return { owner: base.owner, activeBattleId: battleId };
}

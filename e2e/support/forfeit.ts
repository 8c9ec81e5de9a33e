import type { Actor } from './actors';
import { Live } from './live';

/** Signs in through the API and answers the access token. */
async function tokenOf(baseUrl: string, actor: Actor): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: actor.email, email: actor.email, password: actor.password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${actor.name} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * A real battle between two signed-up actors, decided at once: `loser` creates it, `winner`
 * joins, both open it, and the loser quits (a forfeit). Both then have one battle: ranked.
 */
export async function forfeitBattle(baseUrl: string, loser: Actor, winner: Actor): Promise<void> {
  const ws = baseUrl.replace('http', 'ws');
  const [loserToken, winnerToken] = await Promise.all([tokenOf(baseUrl, loser), tokenOf(baseUrl, winner)]);
  const created = await fetch(`${baseUrl}/battle/create?first_opponent=${loser.username}&sport=soccer&level=easy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${loserToken}` },
  });
  if (created.status !== 201) throw new Error(`Battle creation failed: ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  const lobby = new Live(`${ws}/ws?username=${winner.username}&token=${winnerToken}`, baseUrl);
  await lobby.opened;
  lobby.send({ type: 'join_battle', battle_id: id });
  await lobby.next('battle_started');
  const [quitting, staying] = [
    new Live(`${ws}/ws/battle/${id}?username=${loser.username}&token=${loserToken}`, baseUrl),
    new Live(`${ws}/ws/battle/${id}?username=${winner.username}&token=${winnerToken}`, baseUrl),
  ];
  await Promise.all([quitting.next('quiz_ready'), staying.next('quiz_ready')]);
  quitting.send({ type: 'quit_battle' });
  await staying.next('battle_finished');
  for (const socket of [lobby, quitting, staying]) socket.close();
}

/**
 * Players and a battle for the front-end benchmarks (lighthouse.mjs, trace-tasks.mjs): sign-ups
 * through the API, a battle started between two players, and its first question reached.
 */
import WebSocket from 'ws';

export const PASSWORD = 'lighthouse-pass';

/**
 * fetch, once more if the connection was dropped under it: between pages Lighthouse runs for
 * minutes, and a pooled keep-alive connection can be closed by the server just as it is reused.
 */
export async function request(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

export async function signUp(base, name) {
  const username = `${name}_${Math.floor(100_000 + Math.random() * 900_000)}`; // digits: random letters can spell a refused word
  const response = await request(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, username, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = await response.json();
  return { username, email: `${username}@example.com`, token: body.access_token, user: body.user };
}

const socketUrl = (base, path) => `${base.replace(/^http/, 'ws')}${path}`;

/** B joins A's new battle on the user socket; resolves with the battle id once it started. */
export async function startBattle(base, a, b) {
  const socket = new WebSocket(socketUrl(base, `/ws?username=${b.username}&token=${b.token}`), { origin: base });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const created = await request(`${base}/battle/create?first_opponent=${a.username}&sport=soccer&level=easy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
  });
  const { id } = await created.json();
  const started = new Promise((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'battle_started') resolve(message);
    }),
  );
  socket.send(JSON.stringify({ type: 'join_battle', battle_id: id }));
  await started;
  return { id, socket };
}

/** `player`'s battle socket, once the battle's first question has come (after the countdown). */
export async function untilFirstQuestion(base, battleId, player) {
  const socket = new WebSocket(socketUrl(base, `/ws/battle/${battleId}?username=${player.username}&token=${player.token}`), {
    origin: base,
  });
  await new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'next_question') resolve();
    });
    socket.once('error', reject);
  });
  return socket;
}

/**
 * A new battle between two new players with its first question on, as a player who reloads
 * mid-battle meets it: both battle sockets connect (the countdown waits for both) and stay until
 * the first question; then the player's closes, and the quiz page must open within the
 * reconnection grace. `close()` ends the rest. (Opened any earlier, the quiz page sends the
 * player to the countdown, a page and navigation of its own.) `prepare(player)` runs before the
 * battle starts (what takes long, such as a browser profile); its result is `prepared`.
 */
export async function battleAtFirstQuestion(base, prepare = async () => undefined) {
  const [player, opponent] = [await signUp(base, 'lh_quiz'), await signUp(base, 'lh_rival')];
  const prepared = await prepare(player);
  const battle = await startBattle(base, player, opponent);
  const sockets = await Promise.all([player, opponent].map((p) => untilFirstQuestion(base, battle.id, p)));
  sockets[0].close();
  return {
    player,
    prepared,
    path: `/${battle.id}/quiz`,
    close: () => [battle.socket, sockets[1]].forEach((socket) => socket.close()),
  };
}

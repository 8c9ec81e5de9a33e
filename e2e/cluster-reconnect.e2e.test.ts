import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { launchBrowser, newActorContext } from './support/browser';
import { ClusterClient, startCluster, type ClusterPlayer, type RunningCluster } from './support/cluster';
import { PageSockets } from './support/pageSockets';
import { openSignedIn } from './support/signedIn';

/**
 * Losing an instance as a player sees it, in Chromium, on the cluster `npm run start:cluster`
 * starts (two instances on PostgreSQL and Redis behind nginx). The player is in a battle owned
 * by the instance their page's sockets sit on (told by X-Instance on the upgrades); that
 * instance is killed (kill -9). The quiz page's badge and the signed-in pages' notice show
 * 'reconnecting', the sockets come back through nginx on the survivor, the battle is cancelled
 * fairly within 30 s and the page says so, and a live event sent afterwards still arrives.
 * (The protocol-level side of the same loss is in cluster.e2e.test.ts.)
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const nginx = existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');

const USER_SOCKET = /^\/ws$/;

/** Returns a wait for the moment none of the page's HTTP requests is in flight (now or next). */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve)));
}

describe.skipIf(!databaseUrl || !redisUrl || !nginx)('losing an instance, as the web app shows it (cluster behind nginx, Chromium)', () => {
  let cluster: RunningCluster;
  let client: ClusterClient;
  let browser: Browser;

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([
      startCluster(databaseUrl ?? '', redisUrl ?? '', {
        // Long questions: the battle is still in play whenever the test pulls the plug.
        BATTLE_COUNTDOWN_MS: '1000',
        BATTLE_QUESTION_MS: '15000',
        BATTLE_PAUSE_MS: '500',
        BATTLE_QUESTIONS: '4',
        // One nginx worker: one round robin over every request, the test's and the page's, so
        // the test can tell where the page's next socket goes (see the battle socket below).
        NGINX_WORKERS: '1',
      }),
      launchBrowser(),
    ]);
    client = new ClusterClient(cluster.baseUrl);
  }, 240_000);
  afterAll(async () => {
    client?.close();
    await browser?.close();
    await cluster?.stop();
  }, 60_000);

  it("shows 'reconnecting' in the battle and on the signed-in page, then carries on: the battle ends fairly and live events arrive", async () => {
    expect(cluster.instances).toHaveLength(2);
    const context = await newActorContext(browser, {
      baseUrl: cluster.baseUrl,
      viewport: 'desktop',
      extraHTTPHeaders: client.forwardedFor,
    });
    const page = await context.newPage();
    const sockets = await PageSockets.attach(page);
    const requestsSettled = trackRequests(page);
    const anna = makeActor('Anna');
    const { token } = await openSignedIn(context, anna, `/${anna.username}`, page);
    const annaPlayer: ClusterPlayer = { username: anna.username, token };
    const boris = await client.signUp('boris');

    // Anna waits in her battle's room; her page's user socket sits on the instance that will die.
    const created = await client.api('POST', `/battle/create?first_opponent=${anna.username}&sport=hockey&level=easy`, annaPlayer);
    expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
    const battleId = (created.json as { id: string }).id;
    await page.goto(`/waiting-room/${battleId}`);
    await page.getByRole('heading', { name: 'Waiting for an opponent' }).waitFor();
    const userSocket = await sockets.opened(USER_SOCKET);
    const doomed = cluster.instances.find((instance) => instance.id === userSocket.instance);
    const survivor = cluster.instances.find((instance) => instance !== doomed);
    if (!doomed || !survivor) throw new Error(`the page's user socket sits on no known instance (${userSocket.instance})`);

    // Boris joins from the same instance, which becomes the battle's owner; Anna's page goes on
    // to the countdown and the quiz by itself.
    const borisUser = await client.userSocketOn(boris, doomed.id);
    borisUser.send({ type: 'join_battle', username: boris.username, battle_id: battleId });
    await borisUser.next('battle_started');
    await client.battleSocket(boris, battleId);
    const battlePath = new RegExp(`^/ws/battle/${battleId}$`);
    const quiz = async () => {
      await page.waitForURL(new RegExp(`/${battleId}/quiz$`));
      await page.getByTestId('quiz-question').waitFor();
    };
    await quiz();
    let battleSocket = await sockets.opened(battlePath);

    // nginx takes turns, so her battle socket may have landed on the survivor. Leaving the
    // battle's pages closes it (the user socket stays); coming back opens a new one.
    for (let attempt = 1; battleSocket.instance !== doomed.id; attempt += 1) {
      if (attempt > 6) throw new Error('the battle socket never landed on the battle owner');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Forum' }).click();
      await page.waitForURL(/\/forum$/);
      await sockets.closed(battleSocket);
      await requestsSettled();
      // One nginx worker alternates between the two: once a request of ours is answered by
      // the survivor, the next one (the page's battle socket, unless the page asks for
      // something first) goes to the doomed instance.
      for (let turns = 0; (await client.api('GET', '/health')).instance !== survivor.id; turns += 1) {
        if (turns > 4) throw new Error('nginx does not take turns');
      }
      await page.goBack();
      battleSocket = await sockets.opened(battlePath);
      await quiz();
    }
    const badge = page.getByTestId('connection-badge');
    const notice = page.getByTestId('live-connection');
    await badge.and(page.locator('[data-state="connected"]')).waitFor();
    expect(await notice.getAttribute('data-state')).toBe('hidden');
    expect((await sockets.opened(USER_SOCKET)).instance).toBe(doomed.id);

    // The instance under the page (and owner of the battle) dies.
    const killedAt = Date.now();
    process.kill(doomed.pid, 'SIGKILL');

    // The quiz's badge and the page's notice both say so, visibly and to screen readers.
    await page.getByRole('status', { name: 'Connection: Reconnecting…' }).and(badge).waitFor();
    await page.getByRole('status').and(notice).getByText('Connection lost. Reconnecting…').waitFor();

    // The user socket comes back through nginx, on the survivor, and the notice says so.
    await notice.getByText('Connected again').waitFor({ timeout: 15_000 });
    const newUserSocket = await sockets.opened(USER_SOCKET);
    expect(newUserSocket).not.toBe(userSocket);
    expect(newUserSocket.instance).toBe(survivor.id);

    // The battle its owner took down is cancelled by the survivor within 30 s (the reason
    // depends on whether the repair or the battle socket's return came first); the page says
    // why and returns to the arena.
    await page.getByText(/^(The server restarted, so the battle was cancelled\.|The battle was cancelled\.)$/).waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/battles$/);
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    const summary = await client.api('GET', `/battle/get-battle?battle_id=${battleId}`, annaPlayer);
    expect(summary.instance).toBe(survivor.id);
    expect(summary.json).toMatchObject({ status: 'cancelled' });

    // Carries on: Boris's app reconnects too, and his friend request reaches Anna's page live.
    const borisAgain = await client.userSocket(boris);
    expect(borisAgain.instance).toBe(survivor.id);
    borisAgain.send({ type: 'send_friend_request', username: boris.username, friend_username: anna.username });
    await page.getByText(`${boris.username} sent you a friend request`).waitFor();
    // …and the notice has stepped aside (it is an empty live region while all is well).
    await notice.and(page.locator('[data-state="hidden"]')).waitFor({ state: 'attached' });
    await context.close();
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run admin -- <args>` against the running server (it holds the embedded database; the command reaches it through DATA_DIR). */
function admin(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/features/moderation/admin-cli.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: app.server.dataDir, DATABASE_URL: '', REDIS_URL: '' }, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

async function post(pathname: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.server.baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function signUpByApi(actor: Actor): Promise<string> {
  const response = await fetch(`${app.server.baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: actor.email, username: actor.username, password: actor.password }),
  });
  if (response.status !== 201) throw new Error(`Sign-up of ${actor.name} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('reports and moderation (issue 34)', () => {
  it('Boris reports Carl’s comment and hides it for himself; Maria, a moderator, hides it, and it leaves Alice’s open page', async () => {
    const [alice, boris, carl, maria] = [makeActor('Alice'), makeActor('Boris'), makeActor('Carl'), makeActor('Maria')];

    // Alice's debate, and Carl's abusive comment on it.
    const aliceContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: alicePage, token: aliceToken } = await openSignedIn(aliceContext, alice, '/forum');
    const debate = await post('/selection/picks', aliceToken, {
      option1_name: 'Attack',
      option1_description: 'Goals win matches.',
      option2_name: 'Defence',
      option2_description: 'Clean sheets win titles.',
      category: 'Football',
    });
    const carlToken = await signUpByApi(carl);
    const abuse = `Nobody cares what you think, go away ${carl.username.slice(-4)}`;
    await post(`/selection/picks/${String(debate.id)}/comments`, carlToken, { content: abuse });
    await post(`/selection/picks/${String(debate.id)}/comments`, aliceToken, { content: 'Defence, every time.' });

    // Alice keeps the debate open.
    await alicePage.goto(`/forum/debates/${String(debate.id)}`);
    const carlsComment = (page: typeof alicePage) => page.getByTestId('comment').filter({ hasText: abuse });
    await carlsComment(alicePage).waitFor();

    // Boris reports it in two clicks (and the form), then hides it for himself.
    const borisContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page: borisPage } = await openSignedIn(borisContext, boris, `/forum/debates/${String(debate.id)}`);
    await carlsComment(borisPage).getByRole('button', { name: 'Report this comment' }).click();
    const dialog = borisPage.getByRole('dialog', { name: 'Report a comment' });
    await dialog.getByLabel('Abuse or harassment').check();
    await dialog.getByLabel('Details (optional)').fill('Insults everyone');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await carlsComment(borisPage).getByText('Thank you: moderators will look at it.').waitFor();
    await carlsComment(borisPage).getByRole('button', { name: 'Hide it for me' }).click();
    await borisPage.getByText('You hid this after reporting it.').waitFor();
    await borisPage.getByText(abuse).waitFor({ state: 'detached' });

    // Maria becomes a moderator on the server's command line, while it runs.
    const mariaContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: mariaPage } = await openSignedIn(mariaContext, maria, '/forum');
    expect(await admin(['grant-moderator', maria.username])).toBe(`${maria.username} is now a moderator.\n`);
    await mariaPage.goto('/moderation');
    await mariaPage.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const item = mariaPage.getByTestId('moderation-item').filter({ hasText: abuse });
    await item.getByText('1 report', { exact: true }).waitFor();
    await item.getByText(`By ${carl.username}`).waitFor();
    await item.getByRole('button', { name: 'Hide' }).click();
    const hide = mariaPage.getByRole('dialog', { name: 'Hide this for everyone' });
    await hide.getByLabel('Reason (kept in the audit log)').fill('Insults other fans');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await item.waitFor({ state: 'detached' });
    await mariaPage.getByTestId('moderation-empty').waitFor();

    // Alice never reloaded: the comment left her page; hers is still there.
    await carlsComment(alicePage).waitFor({ state: 'detached' });
    await alicePage.getByTestId('comment').filter({ hasText: 'Defence, every time.' }).waitFor();

    // The audit log names who, what and why.
    await mariaPage.getByRole('tab', { name: 'Audit log' }).click();
    const entry = mariaPage.getByTestId('audit-entry').filter({ hasText: 'Insults other fans' });
    await entry.getByText(maria.username).waitFor();
    expect(await entry.getAttribute('data-action')).toBe('hide');

    await Promise.all([aliceContext.close(), borisContext.close(), mariaContext.close()]);
  });

  it('a debate and a first reply Nina hides: Dana’s list counts one debate fewer at once, Egor still sees his, marked; the thread opens on the next reply', async () => {
    const [dana, egor, fred, nina] = [makeActor('Dana'), makeActor('Egor'), makeActor('Fred'), makeActor('Nina')];
    const egorContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: egorPage, token: egorToken } = await openSignedIn(egorContext, egor, '/forum');
    const [fredToken, ninaToken] = await Promise.all([signUpByApi(fred), signUpByApi(nina)]);
    expect(await admin(['grant-moderator', nina.username])).toBe(`${nina.username} is now a moderator.\n`);
    const egorsDebate = await post('/selection/picks', egorToken, {
      option1_name: 'Egor’s pick',
      option1_description: 'Worth hiding.',
      option2_name: 'The other side',
      option2_description: 'Also worth hiding.',
      category: 'Hockey',
    });

    // Dana's debate, with a thread whose first reply is Egor's.
    const danaContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page: danaPage, token: danaToken } = await openSignedIn(danaContext, dana, '/forum');
    const debate = await post('/selection/picks', danaToken, {
      option1_name: 'Power play',
      option1_description: 'Skill wins.',
      option2_name: 'Penalty kill',
      option2_description: 'Grit wins.',
      category: 'Hockey',
    });
    const debateId = String(debate.id);
    const thread = await post(`/selection/picks/${debateId}/comments`, danaToken, { content: 'Which wins a final?' });
    const rude = await post(`/selection/picks/${debateId}/comments`, egorToken, { content: 'Egor’s rude reply', parent_id: thread.id });
    await post(`/selection/picks/${debateId}/comments`, fredToken, { content: 'Fred: the penalty kill', parent_id: thread.id });
    await post(`/selection/picks/${debateId}/comments`, danaToken, { content: 'Dana: power play', parent_id: thread.id });

    // Dana's list, open: the count goes down by one and Egor's card leaves, without a reload.
    await danaPage.reload();
    const egorsCard = (page: typeof danaPage) => page.getByTestId('debate-card').filter({ hasText: 'Egor’s pick' });
    await egorsCard(danaPage).waitFor();
    const count = async (page: typeof danaPage) => Number((await page.getByText(/^\d+ debates?$/).textContent())?.split(' ')[0]);
    const before = await count(danaPage);
    await post('/moderation/actions', ninaToken, { action: 'hide', kind: 'debate', target_id: egorsDebate.id, reason: 'Off-topic' });
    await post('/moderation/actions', ninaToken, { action: 'hide', kind: 'comment', target_id: rude.id, reason: 'Rude' });
    await egorsCard(danaPage).waitFor({ state: 'detached' });
    await danaPage.getByText(`${before - 1} debates`, { exact: true }).waitFor();

    // Egor still has his debate in the list, marked, and counted.
    await egorPage.goto('/forum');
    await egorsCard(egorPage).getByText('Hidden by a moderator: only you can see this.').waitFor();
    await egorPage.getByText(`${before} debates`, { exact: true }).waitFor();

    // Dana's thread opens on Fred's reply, with one more; Egor's opens on his own, marked, with two more.
    await danaPage.goto(`/forum/debates/${debateId}`);
    const danaThread = danaPage.getByTestId('comment').filter({ hasText: 'Which wins a final?' });
    await danaThread.getByTestId('reply').filter({ hasText: 'Fred: the penalty kill' }).waitFor();
    await danaThread.getByRole('button', { name: 'Show 1 more reply' }).waitFor();
    expect(await danaThread.getByText('Egor’s rude reply').count()).toBe(0);
    await egorPage.goto(`/forum/debates/${debateId}`);
    const egorThread = egorPage.getByTestId('comment').filter({ hasText: 'Which wins a final?' });
    await egorThread.getByTestId('reply').filter({ hasText: 'Egor’s rude reply' }).getByTestId('hidden-by-moderator').waitFor();
    await egorThread.getByRole('button', { name: 'Show 2 more replies' }).click();
    await egorThread.getByTestId('reply').filter({ hasText: 'Dana: power play' }).waitFor();

    await Promise.all([danaContext.close(), egorContext.close()]);
  });
});

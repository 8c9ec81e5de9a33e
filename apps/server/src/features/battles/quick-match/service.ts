import { randomUUID } from 'node:crypto';
import {
  BATTLE_ERROR_CODES,
  BATTLE_MESSAGES,
  BOT_NAME,
  TEAM_BOT_NAMES,
  TEAM_BOT_PARTNER_NAME,
  ERROR_CODES,
  TEAM_MESSAGES,
  type BattleMode,
  battleLevelInputSchema,
  battleSportInputSchema,
  languageSchema,
  type BattleSport,
  type Level,
  type OpponentKind,
} from '@fanclash/protocol';
import type { Platform } from '../../../platform/platform.js';
import type { UserRow } from '../../users/store.js';
import { ARENA_TOPIC } from '../channels.js';
import type { EngineQuestion, PlayerInit, Seats } from '../engine/types.js';
import { teamSeats, type PartyLookup } from '../team-join.js';
import type { QueuedTeam, TeamMatch, TeamQueueEntry } from './team-plan.js';
import { hasQuestions, loadQuestion } from '../questions.js';
import { drawQuestionsFor } from '../draw.js';
import type { BattleRegistry } from '../registry.js';
import type { BattleService } from '../service.js';
import type { BattleStore, CancelledBattle } from '../store.js';
import { botPlan } from './bot.js';
import { pickRun } from './pick-run.js';
import type { QueueEntry } from './plan.js';
import { createQuickMatchStore, type DecidedPlan } from './store.js';
import { createQueuedHere } from './queued-here.js';

/** How far back a player's seen questions are avoided (as a join does). */
const SEEN_WINDOW_MS = 90 * 86_400_000;
const SEEN_LIMIT = 5_000;
/** Open arena battles tried before queuing, and recorded runs weighed for a lone player. */
const OPEN_BATTLES_TRIED = 5;
/** How often the players queued from here are checked against the queue (queued-here.ts). */
const QUEUED_HERE_RECONCILE_MS = 60_000;
const RUN_CANDIDATES = 200;

export type QuickMatchRefusal = { code: string; message: string };
export type QuickMatchResult = { ok: true } | { ok: false; refusal: QuickMatchRefusal };

const refuse = (code: string, message: string): QuickMatchResult => ({ ok: false, refusal: { code, message } });

function playerOf(user: UserRow): PlayerInit {
  const language = languageSchema.safeParse(user.language);
  return { username: user.username, userId: user.id, language: language.success ? language.data : 'en', avatar: user.avatar };
}

/**
 * Play now (issue 30): an open arena battle of the same sport and level is joined first; else
 * the player waits in a queue shared by every instance (quick_match_queue). The queue is decided
 * under one database lock by whichever instance asks (store.decide): pairs at once for the same
 * sport and level, any level after QUICK_MATCH_WIDEN_MS, and after GHOST_AFTER_MS a recorded run
 * of a real player (or the bot where none fits). The deciding instance starts and owns the
 * battle; both players hear battle_started on every tab, on any instance.
 */
export function createQuickMatch(
  platform: Platform,
  battles: BattleStore,
  registry: BattleRegistry,
  lobby: BattleService,
  /** Players' parties, for 2v2 (issue 32). */
  parties?: PartyLookup,
) {
  const store = createQuickMatchStore(platform.db);
  const timing = platform.config.quickMatch;
  const timers = new Set<NodeJS.Timeout>();
  const queuedHere = createQueuedHere(platform.instanceId, () => store.queuedFrom(platform.instanceId));
  const reconciling = setInterval(() => {
    queuedHere.reconcile().catch((err: unknown) => platform.log.warn({ err }, 'quick match: reading entries from here failed'));
  }, QUEUED_HERE_RECONCILE_MS);
  reconciling.unref();
  let stopped = false;
  // One decision at a time on this instance (the lock makes it one at a time across instances),
  // and at most one waiting behind it: a decision reads the whole queue, so it serves every
  // arrival before it starts. (One queued decision per arrival lined them up one behind the
  // other: at 50 arrivals a second, pairing p99 1.2 s.)
  let deciding: Promise<void> = Promise.resolve();
  let waitingDecision: Promise<void> | null = null;

  const now = () => new Date(platform.clock.now());
  const seenBy = async (userIds: string[]) =>
    new Set(await battles.recentlySeen(userIds, new Date(platform.clock.now() - SEEN_WINDOW_MS), SEEN_LIMIT));

  /** Decides again when a wait passes a threshold (widening, then a recorded run). */
  function wakeAt(time: number): void {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void decide();
      },
      Math.max(0, time - platform.clock.now()) + 5,
    );
    timers.add(timer);
  }

  function decide(): Promise<void> {
    if (waitingDecision) return waitingDecision;
    const decision = deciding.then(async () => {
      waitingDecision = null;
      if (stopped) return;
      try {
        await startAll(await store.decide(now(), timing));
      } catch (err) {
        platform.log.error({ err }, 'quick match: deciding failed');
      }
    });
    waitingDecision = decision;
    deciding = decision;
    return decision;
  }

  /** The instance a requeued entry goes back under (the one it was queued from), noted if it is this one. */
  function queuingInstance(plan: DecidedPlan, userId: string): string {
    const instanceId = plan.instanceOf.get(userId) ?? platform.instanceId;
    queuedHere.writing(userId, instanceId);
    return instanceId;
  }

  async function startAll(plan: DecidedPlan): Promise<void> {
    const requeue = async (entry: QueueEntry) =>
      store.requeue({ ...entry, queuedAt: new Date(entry.queuedAt), instanceId: queuingInstance(plan, entry.userId) });
    // The pairs and lone players of one plan are different people: their battles start side by side.
    const pairs = plan.pairs.map(async (pair) => {
      try {
        const started = await startPair(pair.first, pair.second, pair.level);
        // One of them started another battle meanwhile: the other waits on, from where they were.
        for (const entry of started.requeue) await requeue(entry);
        if (started.requeue.length > 0) void decide();
      } catch (err) {
        platform.log.error({ err }, 'quick match: a pair could not start');
      }
    });
    const alone = plan.ghosts.map(async (ghost) => {
      try {
        await startAlone(ghost);
      } catch (err) {
        platform.log.error({ err }, 'quick match: a recorded-run battle could not start');
      }
    });
    const requeueTeam = async (back: readonly TeamQueueEntry[]) => {
      for (const entry of back)
        await store.requeue({
          ...entry,
          queuedAt: new Date(entry.queuedAt),
          instanceId: queuingInstance(plan, entry.userId),
          mode: '2v2',
        });
      if (back.length > 0) void decide();
    };
    const teams = plan.teams.map(async (match) => {
      try {
        await requeueTeam(await startTeamMatch(match));
      } catch (err) {
        platform.log.error({ err }, 'quick match: a team battle could not start');
      }
    });
    const teamsAlone = plan.teamsAlone.map(async (team) => {
      try {
        await requeueTeam(await startTeamAgainstBots(team));
      } catch (err) {
        platform.log.error({ err }, 'quick match: a team battle against the bots could not start');
      }
    });
    const singlesAlone = plan.singlesAlone.map(async (single) => {
      try {
        await requeueTeam(await startTeamAgainstBots([single]));
      } catch (err) {
        platform.log.error({ err }, 'quick match: a single with a bot teammate could not start');
      }
    });
    await Promise.all([...pairs, ...alone, ...teams, ...teamsAlone, ...singlesAlone]);
  }

  /**
   * Two queued teams meet (issue 32): a 2v2 battle starts straight away, owned here. Answers
   * the entries to put back (a player started another battle meanwhile: the others wait on; a
   * party whose member is busy leaves the queue with them).
   */
  async function startTeamMatch(match: TeamMatch): Promise<TeamQueueEntry[]> {
    const entries = teamSeats(match.first, match.second);
    const users = await Promise.all(entries.map((e) => platform.users.findById(e.userId)));
    const [a, b, c, d] = users;
    if (!a || !b || !c || !d) return entries.filter((_, i) => users[i] !== undefined);
    const id = randomUUID();
    const questions = drawQuestionsFor(platform, { id, sport: match.sport, level: match.level }, await seenBy([a.id, b.id, c.id, d.id]));
    if (questions.length === 0) return [];
    const seats = [a, b, c, d];
    const started = await store.startTeamDirect({
      id,
      sport: match.sport,
      level: match.level,
      seats: seats.map((u) => ({ id: u.id, username: u.username })),
      questionIds: questions.map((q) => q.bankId),
      now: now(),
      owner: platform.instanceId,
    });
    if ('refused' in started) {
      const busy = await Promise.all(seats.map((u) => store.busy(u.id)));
      const busyTeams = new Set(entries.flatMap((e, i) => (busy[i] && e.teamId ? [e.teamId] : [])));
      const out = entries.filter((e, i) => busy[i] || (e.teamId !== null && busyTeams.has(e.teamId)));
      for (const e of out) await platform.live.sendToUser(e.userId, { type: 'quick_match_cancelled', data: {} });
      return entries.filter((e) => !out.includes(e));
    }
    const players: Seats<PlayerInit> = [playerOf(a), playerOf(b), playerOf(c), playerOf(d)];
    await runHere(id, match.sport, match.level, questions, players);
    await announceTeamStart(id, match.sport, match.level, started.cancelled, players, 'player', seats);
    return [];
  }

  /**
   * A team alone after GHOST_AFTER_MS (issue 32, by the play-now rules) meets a team of two bots:
   * scripted seats playing the 1v1 bot's plan each (own seed, so they answer differently), named
   * TEAM_BOT_NAMES. The battle is stored with opponent_kind 'bot', so, as a 1v1 bot battle, it
   * changes nobody's stats. Recorded runs are not used for teams: two runs would have to share
   * one question list and be replayed side by side; the bots always fit.
   * A single alone after GHOST_AFTER_MS (`team` of one) plays the same way beside a third bot
   * (TEAM_BOT_PARTNER_NAME), so Play now never leaves anyone waiting; still opponent_kind 'bot'.
   * Answers the entries to put back (as startTeamMatch).
   */
  async function startTeamAgainstBots(team: QueuedTeam | readonly [TeamQueueEntry]): Promise<TeamQueueEntry[]> {
    const users = await Promise.all(team.map((e) => platform.users.findById(e.userId)));
    const a = users[0];
    const b = team.length === 2 ? users[1] : null;
    // An account deleted while queued: the teammate waits on alone.
    if (!a || b === undefined) return team.filter((_, i) => users[i] !== undefined);
    const id = randomUUID();
    const level = team[0].level as Level;
    const questions = drawQuestionsFor(platform, { id, sport: team[0].sport, level }, await seenBy(b ? [a.id, b.id] : [a.id]));
    if (questions.length === 0) return [];
    const bot = (username: string, seed: string): PlayerInit => ({
      username,
      userId: null,
      language: 'en',
      avatar: '',
      participant: { kind: 'scripted', plan: botPlan(questions, level, platform.config.battle.questionMs, `${id}:${seed}`) },
    });
    const [botA, botB] = TEAM_BOT_NAMES.map((username, i) => bot(username, String(i)));
    if (!botA || !botB) return [];
    const partner = b ? playerOf(b) : bot(TEAM_BOT_PARTNER_NAME, 'partner');
    const seats = teamSeats<PlayerInit>([playerOf(a), partner], [botA, botB]);
    const started = await store.startTeamDirect({
      id,
      sport: team[0].sport,
      level,
      seats: seats.map((p) => ({ id: p.userId, username: p.username })),
      opponentKind: 'bot',
      questionIds: questions.map((q) => q.bankId),
      now: now(),
      owner: platform.instanceId,
    });
    if ('refused' in started) {
      // One of the two started another battle meanwhile: the party leaves the queue with them; a
      // single whose pair-mate is busy waits on.
      const busy = await Promise.all((b ? [a, b] : [a]).map((u) => store.busy(u.id)));
      const party = team[0].teamId !== null;
      const out = team.filter((_, i) => busy[i] || (party && busy.some(Boolean)));
      for (const e of out) await platform.live.sendToUser(e.userId, { type: 'quick_match_cancelled', data: {} });
      return team.filter((e) => !out.includes(e));
    }
    await runHere(id, team[0].sport, level, questions, seats);
    await announceTeamStart(id, team[0].sport, level, started.cancelled, seats, 'bot', b ? [a, b] : [a]);
    return [];
  }

  /**
   * A 2v2 battle from the queue starts: cancelled waiting battles are announced, then each human
   * (`humans`) hears battle_joined with both teams and battle_started. `seats` in the engine's
   * order (team-join.ts teamSeats).
   */
  async function announceTeamStart(
    id: string,
    sport: string,
    level: string,
    cancelled: readonly CancelledBattle[],
    seats: readonly PlayerInit[],
    opponentKind: OpponentKind,
    humans: readonly UserRow[],
  ): Promise<void> {
    for (const row of cancelled) {
      if (row.firstOpponentId)
        await platform.live.sendToUser(row.firstOpponentId, {
          type: 'battle_cancelled',
          data: { id: row.id, battle_id: row.id, reason: 'another_battle' },
        });
      await platform.live.broadcast({ type: 'battle_removed', data: { id: row.id, battle_id: row.id, reason: 'cancelled' } }, ARENA_TOPIC);
    }
    const names = seats.map((p) => p.username);
    const team = (side: number) => names.filter((_, i) => i % 2 === side);
    for (const user of humans) {
      const i = names.indexOf(user.username);
      if (i < 0) continue;
      const mine = team(i % 2);
      const opponent = seats[i % 2 === 0 ? 1 : 0];
      await platform.live.sendToUser(user.id, {
        type: 'battle_joined',
        data: {
          id,
          battle_id: id,
          first_opponent: names[0],
          second_opponent: names[1],
          sport,
          level,
          opponent: opponent?.username,
          opponent_avatar: opponent?.avatar,
          opponent_kind: opponentKind,
          mode: '2v2',
          first_partner: names[2],
          second_partner: names[3],
          teams: [[user.username, ...mine.filter((n) => n !== user.username)], team(i % 2 === 0 ? 1 : 0)],
        },
      });
      await platform.live.sendToUser(user.id, { type: 'battle_started', data: id });
    }
  }

  /** Both players hear the start: their cancelled waiting battles first, then battle_joined and battle_started. */
  async function announceStart(
    battle: { id: string; sport: string; level: string; first: string; second: string },
    cancelled: CancelledBattle[],
    players: ReadonlyArray<{ user: UserRow; opponent: string; opponentAvatar: string; opponentKind: OpponentKind }>,
  ): Promise<void> {
    for (const row of cancelled) {
      if (row.firstOpponentId)
        await platform.live.sendToUser(row.firstOpponentId, {
          type: 'battle_cancelled',
          data: { id: row.id, battle_id: row.id, reason: 'another_battle' },
        });
      await platform.live.broadcast({ type: 'battle_removed', data: { id: row.id, battle_id: row.id, reason: 'cancelled' } }, ARENA_TOPIC);
    }
    for (const { user, opponent, opponentAvatar, opponentKind } of players) {
      await platform.live.sendToUser(user.id, {
        type: 'battle_joined',
        data: {
          id: battle.id,
          battle_id: battle.id,
          first_opponent: battle.first,
          second_opponent: battle.second,
          sport: battle.sport,
          level: battle.level,
          opponent,
          opponent_avatar: opponentAvatar,
          opponent_kind: opponentKind,
        },
      });
      await platform.live.sendToUser(user.id, { type: 'battle_started', data: battle.id });
    }
  }

  async function startPair(a: QueueEntry, b: QueueEntry, level: string): Promise<{ requeue: QueueEntry[] }> {
    const [first, second] = await Promise.all([platform.users.findById(a.userId), platform.users.findById(b.userId)]);
    // An account deleted while queued: the other player waits on.
    if (!first || !second) return { requeue: first ? [a] : second ? [b] : [] };
    const sport = a.sport as BattleSport;
    const id = randomUUID();
    const questions = drawQuestionsFor(platform, { id, sport, level }, await seenBy([first.id, second.id]));
    if (questions.length === 0) return { requeue: [] };
    const started = await store.startDirect({
      id,
      sport,
      level,
      first: { id: first.id, username: first.username },
      second: { id: second.id, username: second.username },
      opponentKind: 'player',
      questionIds: questions.map((q) => q.bankId),
      now: now(),
      owner: platform.instanceId,
    });
    if ('refused' in started) {
      const busy = await Promise.all([store.busy(first.id), store.busy(second.id)]);
      for (const [i, user] of [first, second].entries())
        if (busy[i]) await platform.live.sendToUser(user.id, { type: 'quick_match_cancelled', data: {} });
      return { requeue: [a, b].filter((_, i) => !busy[i]) };
    }
    await runHere(id, sport, level, questions, [playerOf(first), playerOf(second)]);
    await announceStart({ id, sport, level, first: first.username, second: second.username }, started.cancelled, [
      { user: first, opponent: second.username, opponentAvatar: second.avatar, opponentKind: 'player' },
      { user: second, opponent: first.username, opponentAvatar: first.avatar, opponentKind: 'player' },
    ]);
    return { requeue: [] };
  }

  /** A lone player: a recorded run of a real player where one fits, else the bot. */
  async function startAlone(entry: QueueEntry): Promise<void> {
    const user = await platform.users.findById(entry.userId);
    if (!user) return;
    const sport = entry.sport as BattleSport;
    const level = entry.level as Level;
    const id = randomUUID();
    const seen = await seenBy([user.id]);
    const candidates = await store.runCandidates(sport, level, user.id, RUN_CANDIDATES);
    const recorded = pickRun(candidates, seen, user.winRate, (questionId) => loadQuestion(id, questionId) !== undefined);

    let questions: EngineQuestion[];
    let opponent: PlayerInit;
    let kind: OpponentKind;
    if (recorded) {
      questions = recorded.questionIds.flatMap((questionId) => loadQuestion(id, questionId) ?? []);
      const plan = recorded.answers.map((a) => ({ answerIndex: a.index, elapsedMs: a.elapsed_ms }));
      const participant = { kind: 'replayed' as const, runId: recorded.id, plan };
      opponent = { username: recorded.username, userId: null, language: 'en', avatar: recorded.avatar, participant };
      kind = 'recorded';
    } else {
      questions = drawQuestionsFor(platform, { id, sport, level }, seen);
      const plan = botPlan(questions, level, platform.config.battle.questionMs, id);
      opponent = { username: BOT_NAME, userId: null, language: 'en', avatar: '', participant: { kind: 'scripted', plan } };
      kind = 'bot';
    }
    if (questions.length === 0) return;
    const started = await store.startDirect({
      id,
      sport,
      level,
      first: { id: user.id, username: user.username },
      second: { id: null, username: opponent.username },
      opponentKind: kind,
      questionIds: questions.map((q) => q.bankId),
      now: now(),
      owner: platform.instanceId,
    });
    if ('refused' in started) {
      await platform.live.sendToUser(user.id, { type: 'quick_match_cancelled', data: {} });
      return;
    }
    await runHere(id, sport, level, questions, [playerOf(user), opponent]);
    await announceStart({ id, sport, level, first: user.username, second: opponent.username }, started.cancelled, [
      { user, opponent: opponent.username, opponentAvatar: opponent.avatar, opponentKind: kind },
    ]);
  }

  /** This instance owns and runs the battle; if it cannot, the row is cancelled. */
  async function runHere(id: string, sport: string, level: string, questions: EngineQuestion[], players: Seats<PlayerInit>) {
    try {
      await registry.start({ battleId: id, sport, level, config: platform.config.battle, questions, players });
    } catch (err) {
      await battles.cancelActive(id, now());
      throw err;
    }
  }

  // A player whose last tab on this instance closed leaves the queue (if they queued from here).
  // A party's entry goes with it: the teammate's tabs hear quick_match_cancelled.
  platform.live.onTabsChanged((userId, _username, tabs) => {
    if (tabs === 0 && queuedHere.take(userId))
      void store
        .leave(userId, platform.instanceId)
        .then((left) => tellCancelled(left.filter((id) => id !== userId)))
        .catch((err: unknown) => platform.log.warn({ err }, 'quick match: leaving failed'));
  });

  async function tellCancelled(userIds: readonly string[]): Promise<void> {
    for (const id of userIds) await platform.live.sendToUser(id, { type: 'quick_match_cancelled', data: {} });
  }

  /**
   * quick_match mode 2v2 (issue 32): a party joins an open arena 2v2 battle of the sport and level
   * first, else queues as one team (both members' tabs hear quick_match_queued); a player without
   * a party queues alone, to be paired with another single into a team.
   */
  async function queueTeam(user: UserRow, sport: BattleSport, level: Level): Promise<QuickMatchResult> {
    const party = await parties?.partyOf(user.id);
    const mate = party?.members.find((m) => m.userId !== user.id);
    if (party && mate) {
      if (await store.busy(mate.userId)) return refuse(ERROR_CODES.teammateInBattle, TEAM_MESSAGES.teammate_in_battle);
      for (const battleId of await store.openBattles(sport, level, user.id, OPEN_BATTLES_TRIED, '2v2')) {
        const joined = await lobby.join(user, battleId);
        if (joined.ok) {
          await store.leave(user.id);
          return { ok: true };
        }
        if (joined.refused === 'in_battle') return refuse(BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
      }
    }
    const members = party && mate ? party.members : [{ userId: user.id, username: user.username }];
    let since = Infinity;
    for (const member of members) {
      queuedHere.writing(member.userId, platform.instanceId);
      const queuedAt = await store.enqueue({
        userId: member.userId,
        sport,
        level,
        now: now(),
        instanceId: platform.instanceId,
        mode: '2v2',
        teamId: party ? party.teamId : null,
      });
      since = Math.min(since, queuedAt.getTime());
    }
    const waiting = await store.waitingFor(sport);
    const team = members.map((m) => m.username);
    for (const member of members)
      await platform.live.sendToUser(member.userId, { type: 'quick_match_queued', data: { sport, level, waiting, mode: '2v2', team } });
    // The 1v1 waiting rules (team-plan.ts): decide again when the level widens and when the bots are due.
    wakeAt(since + timing.widenMs);
    wakeAt(since + timing.ghostAfterMs);
    await decide();
    return { ok: true };
  }

  return {
    async queue(user: UserRow, rawSport: string, rawLevel: string, mode: BattleMode = '1v1'): Promise<QuickMatchResult> {
      const sport = battleSportInputSchema.safeParse(rawSport);
      if (!sport.success) return refuse(BATTLE_ERROR_CODES.invalidSport, `Unknown sport: ${rawSport.slice(0, 40)}`);
      const level = battleLevelInputSchema.safeParse(rawLevel);
      if (!level.success) return refuse(BATTLE_ERROR_CODES.invalidLevel, `Unknown level: ${rawLevel.slice(0, 20)}`);
      if (!hasQuestions(sport.data, level.data))
        return refuse(
          BATTLE_ERROR_CODES.noQuestions,
          BATTLE_MESSAGES.noQuestions.replace('{sport}', sport.data).replace('{level}', level.data),
        );
      if (await store.busy(user.id)) return refuse(BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
      if (mode === '2v2') return queueTeam(user, sport.data, level.data);

      // An open battle of the same sport and level in the arena is joined first.
      for (const battleId of await store.openBattles(sport.data, level.data, user.id, OPEN_BATTLES_TRIED)) {
        const joined = await lobby.join(user, battleId);
        if (joined.ok) {
          await store.leave(user.id);
          return { ok: true };
        }
        if (joined.refused === 'in_battle') return refuse(BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
      }

      queuedHere.writing(user.id, platform.instanceId);
      const queuedAt = await store.enqueue({
        userId: user.id,
        sport: sport.data,
        level: level.data,
        now: now(),
        instanceId: platform.instanceId,
      });
      const waiting = await store.waitingFor(sport.data);
      await platform.live.sendToUser(user.id, { type: 'quick_match_queued', data: { sport: sport.data, level: level.data, waiting } });
      wakeAt(queuedAt.getTime() + timing.widenMs);
      wakeAt(queuedAt.getTime() + timing.ghostAfterMs);
      await decide();
      return { ok: true };
    },

    async cancel(user: UserRow): Promise<void> {
      const left = await store.leave(user.id);
      await tellCancelled([user.id, ...left.filter((id) => id !== user.id)]);
    },

    /** Decides now (tests and the bench; the timers do it otherwise). */
    decide,

    /**
     * Draining (SIGTERM): decides no more here, so no new battle starts on this instance; the
     * queue stays shared and another instance decides it. stop() follows at shutdown.
     */
    async pause(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await deciding;
    },

    async stop(): Promise<void> {
      stopped = true;
      clearInterval(reconciling);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await deciding;
      await store.leaveInstance(platform.instanceId).catch(() => undefined);
    },
  };
}

export type QuickMatch = ReturnType<typeof createQuickMatch>;

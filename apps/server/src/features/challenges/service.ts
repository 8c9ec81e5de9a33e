import { randomUUID } from 'node:crypto';
import {
  BATTLE_ERROR_CODES,
  BATTLE_MESSAGES,
  CHALLENGE_ERROR_CODES,
  CHALLENGE_LIMITS,
  ERROR_CODES,
  type BattleServerMessageOf,
  type BattleSport,
  type ChallengeList,
  type CreateChallengeBody,
  type CreateChallengeResponse,
  type Level,
  type WithdrawChallengeResponse,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { durationMinutes } from '../battles/dto.js';
import type { PlayerInit } from '../battles/engine/types.js';
import { drawBattleQuestions, hasQuestions, loadQuestion } from '../battles/questions.js';
import type { BattleRegistry } from '../battles/registry.js';
import type { BattleRow, BattleStore } from '../battles/store.js';
import { areFriends, isBlockedEitherWay } from '../friends/store.js';
import { hiddenQuestions } from '../question-reports/hidden.js';
import { playerOf } from '../daily/service.js';
import { byTurn, itemFor } from './items.js';
import type { ChallengeRow, ChallengeStore } from './store.js';

const SEEN_WINDOW_MS = 90 * 86_400_000;
const SEEN_LIMIT = 5_000;
const LIST_LIMIT = 200;

/**
 * Friend challenges (issue 31): two solo runs of the same questions on one battle id, the
 * challenger's now and the friend's within CHALLENGE_TTL_H, decided when the second ends, through
 * the battle result path (stats, history, misses) in one transaction. Each turn starts when its
 * player opens /ws/battle/{id} (socket.ts asks `openTurn`), on whatever instance that is; one
 * conditional UPDATE (claimTurn) makes sure a turn runs once.
 */
export function createChallengeService(platform: Platform, store: ChallengeStore, registry: BattleRegistry, battles: BattleStore) {
  const now = () => new Date(platform.clock.now());
  const cfg = platform.config.battle;

  async function notifyReceived(battleId: string): Promise<void> {
    const view = await store.view(battleId);
    if (!view) return;
    const item = itemFor(view, view.challenge.friendId);
    if (item) await platform.live.sendToUser(view.challenge.friendId, { type: 'challenge_received', data: item });
  }

  function questionsOf(battle: BattleRow) {
    return battle.questionIds.flatMap((bankId) => loadQuestion(battle.id, bankId) ?? []);
  }

  /** Runs a turn here: the challenger alone (the friend's seat empty), or the friend against the challenger's kept run, unseen. */
  async function runTurn(battle: BattleRow, challenge: ChallengeRow, user: UserRow): Promise<void> {
    const questions = questionsOf(battle);
    const base = { battleId: battle.id, sport: battle.sport, level: battle.level, config: cfg, questions };
    if (challenge.challengerId === user.id) {
      const seat: PlayerInit = {
        username: battle.secondOpponent,
        userId: null,
        language: 'en',
        avatar: '',
        participant: { kind: 'absent', shows: 'player' },
      };
      await registry.start(
        { ...base, players: [playerOf(user), seat] },
        {
          persist: async (outcome, answers) => {
            const mine = answers.filter((a) => a.username === user.username);
            const run = questions.map((_, i) => {
              const answer = mine.find((a) => a.questionIndex === i);
              return answer ? { index: answer.answerIndex, elapsed_ms: Math.round(answer.elapsedMs) } : { index: null, elapsed_ms: 0 };
            });
            if (await store.challengerPlayed(battle.id, run, outcome.finalScores[user.username] ?? 0)) await notifyReceived(battle.id);
            return {};
          },
        },
      );
      return;
    }
    const challenger = await platform.users.findById(challenge.challengerId);
    const plan = (challenge.challengerRun ?? []).map((a) => ({ answerIndex: a.index, elapsedMs: a.elapsed_ms }));
    const first: PlayerInit = {
      username: challenger?.username ?? battle.firstOpponent,
      userId: challenge.challengerId,
      language: 'en',
      avatar: challenger?.avatar ?? '',
      participant: { kind: 'deferred', plan },
    };
    await registry.start(
      { ...base, players: [first, playerOf(user)] },
      {
        fromStatus: 'challenge',
        // A turn in play ends elsewhere only with an account (endChallengesOf: closed, or gone
        // with the challenger's rows): the friend is told the other player left, nothing counts.
        endedBecause: async () => ((await store.get(battle.id))?.state === 'friend_playing' ? null : 'opponent_left'),
      },
    );
  }

  return {
    async create(me: UserRow, body: CreateChallengeBody): Promise<CreateChallengeResponse> {
      const friend = await platform.users.findByUsername(body.friend_username);
      if (!friend) throw new AppError(404, ERROR_CODES.userNotFound, 'User not found');
      if (await isBlockedEitherWay(platform.db, me.id, friend.id))
        throw new AppError(403, ERROR_CODES.userBlocked, 'You cannot challenge this player');
      if (friend.id === me.id || !(await areFriends(platform.db, me.id, friend.id)))
        throw new AppError(403, ERROR_CODES.notFriends, 'You can only challenge your friends');
      const sport = body.sport as BattleSport;
      const level = body.level as Level;
      if (!hasQuestions(sport, level))
        throw new AppError(
          409,
          BATTLE_ERROR_CODES.noQuestions,
          BATTLE_MESSAGES.noQuestions.replace('{sport}', sport).replace('{level}', level),
        );
      const id = randomUUID();
      const seen = await battles.recentlySeen([me.id, friend.id], new Date(platform.clock.now() - SEEN_WINDOW_MS), SEEN_LIMIT);
      const questions = drawBattleQuestions(id, sport, level, cfg.questions, seen, hiddenQuestions(platform).ids());
      const at = now();
      const expiresAt = new Date(at.getTime() + platform.config.challenges.ttlMs);
      const created = await store.create({
        id,
        challenger: { id: me.id, username: me.username },
        friend: { id: friend.id, username: friend.username },
        sport,
        level,
        questionIds: questions.map((q) => q.bankId),
        now: at,
        expiresAt,
        limit: CHALLENGE_LIMITS.pendingPerChallenger,
      });
      if ('refused' in created)
        throw new AppError(
          409,
          CHALLENGE_ERROR_CODES.tooManyChallenges,
          `You have ${CHALLENGE_LIMITS.pendingPerChallenger} challenges waiting. Wait for one to end before sending another`,
        );
      return { id, expires_at: expiresAt.toISOString() };
    },

    async list(me: UserRow): Promise<ChallengeList> {
      const items = (await store.viewsOf(me.id, LIST_LIMIT)).flatMap((v) => itemFor(v, me.id) ?? []);
      const open = (i: (typeof items)[number]) => i.status === 'your_turn' || i.status === 'waiting';
      return {
        incoming: items.filter((i) => open(i) && !i.mine).sort(byTurn),
        outgoing: items.filter((i) => open(i) && i.mine).sort(byTurn),
        finished: items.filter((i) => !open(i)).slice(0, CHALLENGE_LIMITS.listFinished),
      };
    },

    /**
     * The battle socket of a challenge opens: starts the player's turn here if it is theirs to
     * play, or lets them rejoin the turn they are playing (here or on another instance; a turn
     * whose instance is gone starts again here). False: not their turn (the socket closes 4003).
     */
    async openTurn(battle: BattleRow, userId: string): Promise<boolean> {
      const challenge = await store.get(battle.id);
      if (!challenge) return false;
      const mine = challenge.challengerId === userId;
      if (!mine && challenge.friendId !== userId) return false;
      const playing = mine ? 'challenger_playing' : 'friend_playing';
      const turn = mine ? 'challenger_turn' : 'friend_turn';
      if (challenge.state !== playing && challenge.state !== turn) return false;
      if (challenge.state === playing && registry.owns(battle.id)) return true;
      const reclaimOwn = challenge.state === playing && challenge.runOwner === platform.instanceId;
      const claimed = await store.claimTurn(battle.id, userId, platform.instanceId, now(), reclaimOwn);
      if (!claimed) {
        // Another tab or instance took it a moment ago, or its live owner runs it: join it there.
        const again = await store.get(battle.id);
        return again?.state === playing;
      }
      const user = await platform.users.findById(userId);
      if (!user) return false;
      await runTurn(battle, claimed, user);
      return true;
    },

    /**
     * The challenger's own turn, already played while the friend's is to come: its score and
     * grid again (a reload of its result page); null for anyone else or any other moment.
     */
    async playedTurn(battle: BattleRow, userId: string): Promise<BattleServerMessageOf<'run_finished'> | null> {
      const challenge = await store.get(battle.id);
      if (!challenge || challenge.challengerId !== userId || challenge.challengerRun === null) return null;
      if (challenge.state !== 'friend_turn' && challenge.state !== 'friend_playing') return null;
      const questions = questionsOf(battle);
      const run = challenge.challengerRun;
      const grid = questions.map((q, i) => {
        const answer = run[i];
        return answer && answer.index !== null ? answer.index === q.correctIndex : null;
      });
      const score = challenge.challengerScore ?? 0;
      return { type: 'run_finished', battle_id: battle.id, mode: 'challenge', sport: battle.sport, score, total: questions.length, grid };
    },

    /** The friend says no: closed for both (challenge_declined to both), counted for nobody. */
    async decline(me: UserRow, challengeId: string): Promise<boolean> {
      const [row] = await store.close(store.declinable(challengeId, me.id), 'declined', now());
      if (!row) return false;
      const data = { challenge_id: row.battleId, by: me.username };
      await platform.live.sendToUser(row.friendId, { type: 'challenge_declined', data });
      await platform.live.sendToUser(row.challengerId, { type: 'challenge_declined', data });
      return true;
    },

    /**
     * The challenger takes it back before the friend plays: closed, counted for nobody;
     * challenge_withdrawn to the challenger's tabs, and to the friend's if they had heard of it
     * (the challenger had played). A turn being played cannot be withdrawn (409).
     */
    async withdraw(me: UserRow, challengeId: string): Promise<WithdrawChallengeResponse> {
      const [row] = await store.close(store.withdrawable(challengeId, me.id), 'withdrawn', now());
      if (!row) {
        const open = await store.get(challengeId);
        if (open?.challengerId === me.id && (open.state === 'challenger_playing' || open.state === 'friend_playing'))
          throw new AppError(409, CHALLENGE_ERROR_CODES.challengeInPlay, 'This challenge is being played and cannot be withdrawn now');
        throw new AppError(404, CHALLENGE_ERROR_CODES.challengeNotFound, 'You have no open challenge with this id');
      }
      const data = { challenge_id: row.battleId, by: me.username };
      await platform.live.sendToUser(row.challengerId, { type: 'challenge_withdrawn', data });
      if (row.challengerScore !== null) await platform.live.sendToUser(row.friendId, { type: 'challenge_withdrawn', data });
      return { id: row.battleId, status: 'withdrawn' };
    },

    /**
     * Expires what is past its time (challenge_expired to both, counted for nobody). Run under a
     * lease in job_locks by one instance at a time; each close is conditional, so even two runs
     * at once would not announce a challenge twice.
     */
    async expire(): Promise<number> {
      const at = now();
      const longest = durationMinutes(cfg, cfg.questions) * 60_000 + 2 * cfg.reconnectGraceMs;
      const leased = await battles.tryLease(
        'challenges.expire',
        platform.instanceId,
        at,
        new Date(at.getTime() + platform.config.challenges.sweepMs * 2),
      );
      if (!leased) return 0;
      const rows = await store.close(store.expirable(at, new Date(at.getTime() - longest)), 'expired', at);
      for (const row of rows) {
        const data = { challenge_id: row.battleId };
        await platform.live.sendToUser(row.challengerId, { type: 'challenge_expired', data });
        await platform.live.sendToUser(row.friendId, { type: 'challenge_expired', data });
      }
      return rows.length;
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;

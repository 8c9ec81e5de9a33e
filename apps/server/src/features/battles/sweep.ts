import { BATTLE_MESSAGES, type BattleServerMessageOf } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { durationMinutes } from './dto.js';
import type { BattleRow, BattleStore } from './store.js';
import { ARENA_TOPIC, battleOutChannel } from './channels.js';
import { CANCEL_TEXT } from './engine/ending.js';

const JOB = 'battles.sweep';
/** An active battle older than its longest possible run plus this margin has lost its owner. */
const STALE_MARGIN_MS = 5 * 60_000;
/** How often each instance looks for battles of a dead owner (PostgreSQL): well inside 30 s. */
const ORPHAN_CHECK_MS = 5_000;

/**
 * The waiting-room janitor. Every instance schedules it; a lease in job_locks lets one run
 * it at a time, and each cancellation is a conditional UPDATE ... RETURNING, so even two
 * sweeps at once could not cancel (or announce) a battle twice.
 *
 * - Waiting battles whose creator showed no activity for WAITING_ROOM_TIMEOUT_MS are
 *   cancelled: the creator gets waiting_room_inactivity, everyone battle_removed.
 * - Active battles far past their longest possible length (their owner instance died) are
 *   cancelled so they stop showing as in progress, and both players hear it as they would
 *   from the owner: battle_cancelled on every tab, battle_end on an open battle socket.
 */
export function startBattleSweep(platform: Platform, store: BattleStore): () => void {
  const battle = platform.config.battle;
  // Often enough that a battle outlives its timeout by at most a quarter of it.
  const everyMs = Math.min(30_000, Math.max(25, Math.floor(battle.waitingRoomTimeoutMs / 4)));
  const longestMs = durationMinutes(battle, battle.questions) * 60_000 + 2 * battle.reconnectGraceMs + STALE_MARGIN_MS;
  let running = false;

  const sweep = async () => {
    const now = platform.clock.now();
    const leased = await store.tryLease(JOB, platform.instanceId, new Date(now), new Date(now + everyMs * 2));
    if (!leased) return;
    for (const row of await store.cancelInactive(new Date(now - battle.waitingRoomTimeoutMs), new Date(now))) {
      // 2v2: the creator's teammate waits in the waiting room too.
      for (const userId of [row.firstOpponentId, row.firstPartnerId]) {
        if (userId)
          await platform.live.sendToUser(userId, {
            type: 'waiting_room_inactivity',
            data: { battle_id: row.id, message: BATTLE_MESSAGES.inactivity },
          });
      }
      await platform.live.broadcast({ type: 'battle_removed', data: { id: row.id, battle_id: row.id, reason: 'inactive' } }, ARENA_TOPIC);
    }
    for (const row of await store.cancelStaleActive(new Date(now - longestMs), new Date(now))) {
      platform.log.warn({ battleId: row.id }, 'cancelled a battle whose owner is gone');
      await tellCancelled(platform, row);
    }
  };

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((err: unknown) => platform.log.error({ err }, 'battle sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();

  // An owner that died without coming back: its battles end within seconds, not at the next
  // sweep or the stale cutoff. Every instance checks, without the lease: each owner's battles
  // are taken under that owner's advisory lock, so two checks never cancel a battle twice.
  let repairing = false;
  const repairTimer =
    platform.dbKind === 'postgres'
      ? setInterval(
          () => {
            if (repairing) return;
            repairing = true;
            repairOrphanedBattles(platform, store)
              .catch((err: unknown) => platform.log.error({ err }, 'orphaned battle repair failed'))
              .finally(() => {
                repairing = false;
              });
          },
          Math.min(everyMs, ORPHAN_CHECK_MS),
        )
      : undefined;
  repairTimer?.unref();
  return () => {
    clearInterval(timer);
    if (repairTimer) clearInterval(repairTimer);
  };
}

/**
 * Restart repair: battles whose owner is gone are cancelled now (no stats: nothing half-played
 * counts), and both players are told as the owner would have told them. On PostgreSQL these
 * are the battles of every owner whose instance lock is free (this instance's predecessor after
 * a kill -9, or a dead neighbour); on the embedded database, which one process opens, every
 * battle still in play at start. Runs at start and with each sweep (PostgreSQL).
 */
export async function repairOrphanedBattles(platform: Platform, store: BattleStore, atStart = false): Promise<number> {
  const now = new Date(platform.clock.now());
  const rows: BattleRow[] = [];
  if (platform.dbKind === 'pglite') {
    if (atStart) rows.push(...(await store.cancelAllActive(now)));
  } else {
    for (const owner of await store.activeOwners(platform.instanceId)) rows.push(...(await store.cancelOwnedByDead(owner, now)));
  }
  for (const row of rows) await tellCancelled(platform, row);
  if (rows.length > 0) platform.log.warn({ battles: rows.length }, 'cancelled battles whose owner instance is gone');
  return rows.length;
}

/**
 * What the owner's cancel path sends (engine/ending.ts announceCancel), sent here because the
 * owner is gone: battle_end to each player's battle sockets on any instance (through the
 * channel they listen on; nobody listening costs nothing) and battle_cancelled to their tabs.
 */
async function tellCancelled(platform: Platform, row: BattleRow): Promise<void> {
  const seats = [
    { userId: row.firstOpponentId, username: row.firstOpponent },
    { userId: row.secondOpponentId, username: row.secondOpponent },
    // 2v2: the teams' second players ('' in 1v1).
    { userId: row.firstPartnerId, username: row.firstPartner },
    { userId: row.secondPartnerId, username: row.secondPartner },
  ];
  for (const { userId, username } of seats) {
    if (username !== '') {
      // The owner is gone, as after a restart: the reason and text the engine uses for that.
      const end: BattleServerMessageOf<'battle_end'> = {
        type: 'battle_end',
        battle_id: row.id,
        reason: 'server_restart',
        message: CANCEL_TEXT.server_restart,
      };
      await platform.bus.publish(battleOutChannel(row.id, username), end);
    }
    if (userId) {
      await platform.live.sendToUser(userId, {
        type: 'battle_cancelled',
        data: { id: row.id, battle_id: row.id, reason: 'server_restart' },
      });
    }
  }
}

import {
  CLOSE_CODES,
  ERROR_CODES,
  MODERATION_LIMITS,
  type ModerationActionResult,
  type ModerationAudit,
  type ModerationQueue,
  type ModerationQueueItem,
  type ReportKind,
  type ReportReason,
  type moderationActionBodySchema,
} from '@fanclash/protocol';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { createAuthStore } from '../auth/store.js';
import type { UserRow } from '../users/store.js';
import { republishRestoredChatMessage } from './restored-chat.js';
import { moderationState, type Sanction } from './state.js';
import type { ModerationStore, Target } from './store.js';

export type ModerationActionInput = z.output<typeof moderationActionBodySchema>;

/** Close reason of a suspended player's sockets (close code 4001, as a revoked session). */
export const SUSPENDED_REASON = 'Account suspended';

export const targetNotFound = () => new AppError(404, ERROR_CODES.reportTargetNotFound, 'There is no such item to act on');
const invalidAction = (detail: string) => new AppError(422, ERROR_CODES.moderationActionInvalid, detail);

const HOUR_MS = 3_600_000;

/** The moderators' rules: the queue, the five actions (each in the audit log) and the log itself. */
export function createModerationService(platform: Platform, store: ModerationStore) {
  const state = moderationState(platform);
  const auth = createAuthStore(platform.db);
  const now = () => new Date(platform.clock.now());

  async function resolveTarget(kind: ReportKind, targetId: string): Promise<Target> {
    const target = await store.target(kind, targetId);
    if (!target) throw targetNotFound();
    return target;
  }

  async function context(kind: ReportKind, target: Target): Promise<ModerationQueueItem['context']> {
    const line = (l: { id: string; author: string; text: string; at: Date }) => ({
      id: l.id,
      author: l.author,
      text: l.text,
      at: l.at.toISOString(),
      reported: l.id === target.id,
      hidden: state.hidden(kind, l.id) !== undefined,
    });
    if (kind === 'chat_message') return (await store.chatAround(Number(target.id), MODERATION_LIMITS.chatContext)).map(line);
    if (kind === 'comment') return (await store.thread(target.id, 30)).map(line);
    return [];
  }

  function sanctionOf(sanction: Sanction | undefined) {
    const t = platform.clock.now();
    const muted = sanction?.mutedUntil && sanction.mutedUntil > t ? new Date(sanction.mutedUntil).toISOString() : null;
    const suspended = Boolean(sanction?.suspended && (sanction.suspendedUntil === null || sanction.suspendedUntil > t));
    return { author_muted_until: muted, author_suspended: suspended };
  }

  async function setSanction(userId: string, next: Sanction): Promise<void> {
    const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));
    await store.setSanction(
      userId,
      { mutedUntil: toDate(next.mutedUntil), suspended: next.suspended, suspendedUntil: toDate(next.suspendedUntil) },
      now(),
    );
    await state.publish({ type: 'sanction', userId, sanction: next });
  }

  async function currentSanction(userId: string): Promise<Sanction> {
    const row = await store.sanction(userId);
    return {
      mutedUntil: row?.mutedUntil?.getTime() ?? null,
      suspended: row?.suspended ?? false,
      suspendedUntil: row?.suspendedUntil?.getTime() ?? null,
    };
  }

  /** Tells every open page (every tab on every instance) that an item was hidden or restored. */
  async function announce(target: Target, hidden: boolean): Promise<void> {
    await state.publish({ type: 'hidden', kind: target.kind, targetId: target.id, authorId: target.authorId, hidden });
    await platform.live.broadcast({
      type: 'content_hidden',
      data: { kind: target.kind, target_id: target.id, hidden, debate_id: target.debateId, author: target.authorName },
    });
    if (target.kind === 'chat_message' && !hidden) await republishRestoredChatMessage(platform, target);
  }

  return {
    async queue(limit: number, offset: number): Promise<ModerationQueue> {
      const open = await store.openItems(limit, offset);
      const items: ModerationQueueItem[] = [];
      for (const row of open) {
        const kind = row.kind as ReportKind;
        const target = await store.target(kind, row.targetId);
        const reports = await store.openReports(row.kind, row.targetId);
        const reasons: Record<string, number> = {};
        for (const r of reports) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
        items.push({
          kind,
          // A player is named by username in the API (the stored id survives renames).
          target_id: kind === 'player' ? (target?.authorName ?? row.targetId) : row.targetId,
          author: target?.authorName ?? null,
          text: target?.text ?? null,
          debate_id: target?.debateId ?? null,
          hidden: state.hidden(kind, row.targetId) !== undefined,
          reports_count: row.reports,
          first_reported_at: new Date(row.first ?? 0).toISOString(),
          last_reported_at: new Date(row.last ?? 0).toISOString(),
          reasons,
          reports: reports.map((r) => ({ reporter: r.reporter, reason: r.reason as ReportReason, note: r.note, at: r.at.toISOString() })),
          context: target ? await context(kind, target) : [],
          ...sanctionOf(target?.authorId ? state.sanction(target.authorId) : undefined),
        });
      }
      return { items };
    },

    async act(moderator: UserRow, input: ModerationActionInput): Promise<ModerationActionResult> {
      const { action, kind, reason } = input;
      const target = await resolveTarget(kind, input.target_id);
      const at = now();
      let until: Date | null = null;
      let resolved = 0;
      let hours: number | null = null;

      switch (action) {
        case 'hide':
        case 'restore': {
          if (kind === 'player') {
            if (action === 'hide') throw invalidAction('A player cannot be hidden: mute or suspend them');
            // Restoring a player lifts their mute and suspension.
            await setSanction(target.id, { mutedUntil: null, suspended: false, suspendedUntil: null });
            break;
          }
          if (action === 'hide') {
            await store.hide(kind, target.id, target.authorId, moderator.id, at);
            resolved = await store.resolve(kind, target.id, at);
          } else {
            await store.restore(kind, target.id);
          }
          await announce(target, action === 'hide');
          break;
        }
        case 'mute':
        case 'suspend': {
          if (!target.authorId) throw targetNotFound();
          if (target.authorId === moderator.id) throw invalidAction('Moderators cannot act on their own account');
          hours = input.hours ?? null;
          until = hours === null ? null : new Date(at.getTime() + hours * HOUR_MS);
          const current = await currentSanction(target.authorId);
          if (action === 'mute') {
            await setSanction(target.authorId, { ...current, mutedUntil: until?.getTime() ?? null });
          } else {
            await setSanction(target.authorId, { ...current, suspended: true, suspendedUntil: until?.getTime() ?? null });
            // Every session ends: tokens (the version), renewals (refresh tokens), and every socket on every instance.
            await auth.bumpTokenVersion(target.authorId);
            await auth.revokeAllForUser(target.authorId, at);
            await platform.live.revokeSessions(target.authorId, CLOSE_CODES.badToken, SUSPENDED_REASON);
            await platform.live.closeUser(target.authorId, CLOSE_CODES.badToken, SUSPENDED_REASON);
          }
          resolved = await store.resolve(kind, target.id, at);
          break;
        }
        case 'dismiss':
          resolved = await store.resolve(kind, target.id, at);
          break;
      }

      const targetUserName = target.authorId
        ? ((await store.usernames([target.authorId])).get(target.authorId) ?? target.authorName)
        : null;
      await store.audit({
        moderatorId: moderator.id,
        moderatorName: moderator.username,
        action,
        kind,
        targetId: target.id,
        targetUserId: target.authorId,
        targetUserName,
        reason,
        hours,
        at,
      });
      platform.log.info({ moderator: moderator.username, action, kind, target: target.id }, 'moderation action');
      return {
        action,
        kind,
        target_id: kind === 'player' ? (target.authorName ?? target.id) : target.id,
        target_user: targetUserName,
        until: until?.toISOString() ?? null,
        resolved_reports: resolved,
      };
    },

    async audit(limit: number, offset: number): Promise<ModerationAudit> {
      const { rows, total } = await store.auditPage(limit, offset);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          moderator: r.moderatorName,
          action: r.action,
          kind: r.kind,
          target_id: r.targetId,
          target_user: r.targetUserName,
          reason: r.reason,
          hours: r.hours,
          at: r.createdAt.toISOString(),
        })),
        total,
        limit,
        offset,
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;

import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { ERROR_CODES, type ReportKind } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Database } from '../../platform/db/client.js';
import type { Platform } from '../../platform/platform.js';
import { hiddenContent, playerSanctions } from './schema.js';

/** Told on the bus when an item is hidden or restored, or a player's sanction changes: every instance updates its copy. */
export const MODERATION_CHANNEL = 'moderation:changed';

export interface Sanction {
  readonly mutedUntil: number | null;
  readonly suspended: boolean;
  /** null with suspended: until lifted. */
  readonly suspendedUntil: number | null;
}

type Change =
  | {
      readonly type: 'hidden';
      readonly kind: ReportKind;
      readonly targetId: string;
      readonly authorId: string | null;
      readonly hidden: boolean;
    }
  | { readonly type: 'sanction'; readonly userId: string; readonly sanction: Sanction };

/**
 * What moderators decided, held in memory on every instance: the hidden items (with their
 * authors, who still see them) and the players' mutes and suspensions. Read on hot paths (every
 * chat send, every debate and comment list) without a database trip; both are rare and small.
 * Loaded at start, then kept current from the bus (the instance acting publishes the change).
 */
export interface ModerationState {
  load(): Promise<void>;
  /** The hidden item's author id (null when unknown or gone), or undefined when it is not hidden. */
  hidden(kind: ReportKind, targetId: string): string | null | undefined;
  /** Whether anything of this kind is hidden at all (lets list filters skip their work). */
  anyHidden(kind: ReportKind): boolean;
  sanction(userId: string): Sanction | undefined;
  /** Records the change here and tells every other instance. */
  publish(change: Change): Promise<void>;
  /** Applies a change heard on the bus. */
  apply(change: Change): void;
}

const byPlatform = new WeakMap<Platform, ModerationState>();

export function moderationState(platform: Platform): ModerationState {
  let state = byPlatform.get(platform);
  if (!state) {
    state = createState(platform.db, platform);
    byPlatform.set(platform, state);
  }
  return state;
}

const key = (kind: string, targetId: string) => `${kind}:${targetId}`;

function createState(db: Database, platform: Platform): ModerationState {
  const hidden = new Map<string, string | null>();
  const hiddenKinds = new Map<string, number>();
  const sanctions = new Map<string, Sanction>();

  const setHidden = (kind: string, targetId: string, authorId: string | null, on: boolean) => {
    const k = key(kind, targetId);
    const had = hidden.has(k);
    if (on) {
      hidden.set(k, authorId);
      if (!had) hiddenKinds.set(kind, (hiddenKinds.get(kind) ?? 0) + 1);
    } else if (had) {
      hidden.delete(k);
      hiddenKinds.set(kind, (hiddenKinds.get(kind) ?? 1) - 1);
    }
  };

  const state: ModerationState = {
    async load() {
      const rows = await db.select().from(hiddenContent);
      hidden.clear();
      hiddenKinds.clear();
      for (const row of rows) setHidden(row.kind, row.targetId, row.authorId, true);
      const now = new Date(platform.clock.now());
      const active = await db
        .select()
        .from(playerSanctions)
        .where(
          or(
            gt(playerSanctions.mutedUntil, now),
            and(eq(playerSanctions.suspended, true), or(isNull(playerSanctions.suspendedUntil), gt(playerSanctions.suspendedUntil, now))),
            and(isNotNull(playerSanctions.suspendedUntil), gt(playerSanctions.suspendedUntil, now)),
          ),
        );
      sanctions.clear();
      for (const row of active) {
        sanctions.set(row.userId, {
          mutedUntil: row.mutedUntil?.getTime() ?? null,
          suspended: row.suspended,
          suspendedUntil: row.suspendedUntil?.getTime() ?? null,
        });
      }
    },
    hidden(kind, targetId) {
      return hidden.get(key(kind, targetId));
    },
    anyHidden(kind) {
      return (hiddenKinds.get(kind) ?? 0) > 0;
    },
    sanction(userId) {
      return sanctions.get(userId);
    },
    apply(change) {
      if (change.type === 'hidden') setHidden(change.kind, change.targetId, change.authorId, change.hidden);
      else sanctions.set(change.userId, change.sanction);
    },
    async publish(change) {
      state.apply(change);
      await platform.bus.publish(MODERATION_CHANNEL, change);
    },
  };
  return state;
}

/** Until when a player is muted (ms), or null. */
export function mutedUntil(platform: Platform, userId: string): number | null {
  const until = moderationState(platform).sanction(userId)?.mutedUntil ?? null;
  return until !== null && until > platform.clock.now() ? until : null;
}

/** Whether a player is suspended now. */
export function isSuspended(platform: Platform, userId: string): boolean {
  const sanction = moderationState(platform).sanction(userId);
  if (!sanction?.suspended) return false;
  return sanction.suspendedUntil === null || sanction.suspendedUntil > platform.clock.now();
}

/** Chat and forum sends of a muted player are refused (403 `muted`) until the mute ends. */
export function assertMayPost(platform: Platform, userId: string): void {
  const until = mutedUntil(platform, userId);
  if (until === null) return;
  throw new AppError(
    403,
    ERROR_CODES.muted,
    `A moderator muted you: you cannot post in chat or the forum until ${new Date(until).toISOString()}.`,
  );
}

/** Sign-in, Google sign-in and session renewal of a suspended account are refused (403 `account_suspended`). */
export function assertNotSuspended(platform: Platform, userId: string): void {
  if (!isSuspended(platform, userId)) return;
  const until = moderationState(platform).sanction(userId)?.suspendedUntil ?? null;
  throw new AppError(
    403,
    ERROR_CODES.accountSuspended,
    until === null
      ? 'This account has been suspended by a moderator.'
      : `This account has been suspended by a moderator until ${new Date(until).toISOString()}.`,
  );
}

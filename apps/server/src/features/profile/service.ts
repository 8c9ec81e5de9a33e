import {
  ERROR_CODES,
  PROFILE_ERROR_CODES,
  PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
  usernameProblem,
  type ResetStatsResponse,
  type User,
  type UserUpdateMessage,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { assertUsernameAllowed } from '../../lib/text-filter/index.js';
import type { Platform } from '../../platform/platform.js';
import { avatarDir, normaliseAvatarValue } from '../avatars/paths.js';
import type { AvatarStorage } from '../avatars/storage.js';
import { publishOwnRecord } from '../users/own-record.js';
import type { UserRow } from '../users/store.js';
import type { ApplyResult, ProfileChanges, ProfileStore } from './store.js';
import { ARENA_TOPIC } from '../battles/channels.js';

const usernameError = (code: string) => new AppError(422, code, VALIDATION_MESSAGES[code] ?? code);
/** The account no longer exists (deleted in another tab): its sockets should sign out. */
export class AccountGoneError extends AppError {
  constructor() {
    super(401, ERROR_CODES.unauthorized, 'This account no longer exists');
  }
}
const accountGone = () => new AccountGoneError();

/** Profile settings: edit the profile, reset statistics, delete the account. */
export function createProfileService(platform: Platform, store: ProfileStore, avatars: AvatarStorage) {
  /** Validates the request against the current row; throws before anything is written. */
  async function changesFor(row: UserRow, message: UserUpdateMessage): Promise<ProfileChanges> {
    const changes: ProfileChanges = {};
    if (message.username !== undefined) {
      const name = message.username.trim();
      // The current name passes as it is (it was valid when chosen, even if the rules grew since).
      if (name !== row.username) {
        const problem = usernameProblem(name);
        if (problem) throw usernameError(problem);
        assertUsernameAllowed(platform.config.textFilter, name, false);
        const holder = await platform.users.findByUsername(name);
        if (holder && holder.id !== row.id) throw usernameError(ERROR_CODES.usernameExists);
        changes.username = name;
      }
    }
    if (message.favourite !== undefined && message.favourite !== row.favourite) changes.favourite = message.favourite;
    if (message.language !== undefined && message.language !== row.language) changes.language = message.language;
    if (message.avatar !== undefined) {
      const avatar = normaliseAvatarValue(message.avatar);
      // A new picture only ever comes from upload-avatar; here it can only be kept or removed.
      if (avatar !== '' && avatar !== row.avatar) {
        throw new AppError(422, PROFILE_ERROR_CODES.invalidAvatar, PROFILE_MESSAGES[PROFILE_ERROR_CODES.invalidAvatar]);
      }
      if (avatar !== row.avatar) changes.avatar = avatar;
    }
    return changes;
  }

  return {
    /**
     * `user_update`: applies the allowed changes or none (a refused field refuses the whole
     * message), then tells every tab of the player. Returns the new own record.
     */
    async update(userId: string, message: UserUpdateMessage): Promise<User> {
      const row = await platform.users.findById(userId);
      if (!row) throw accountGone();
      const changes = await changesFor(row, message);

      // A stored picture lives in a directory named after the player: a rename moves it, so the
      // old name's directory holds nothing of this player when someone else takes that name.
      let copied: string | undefined;
      if (
        changes.username !== undefined &&
        changes.avatar === undefined &&
        row.avatar !== '' &&
        avatarDir(changes.username) !== avatarDir(row.username)
      ) {
        copied = await avatars.copyTo(row.avatar, changes.username);
        changes.avatar = copied ?? '';
      }

      let result: ApplyResult | undefined;
      try {
        result = await store.applyChanges(row.id, row.username, changes);
      } finally {
        // Nothing was written: the copy made for the rename would be an orphan.
        if (copied && !result?.ok) await avatars.remove(copied);
      }
      if (!result.ok) throw result.reason === 'gone' ? accountGone() : usernameError(ERROR_CODES.usernameExists);
      if (changes.avatar !== undefined && row.avatar !== '' && row.avatar !== changes.avatar) await avatars.remove(row.avatar);
      return publishOwnRecord(platform, result.row);
    },

    /** Every reset type starts the player over: no battles, no wins, no streak; the rank follows. */
    async resetStats(user: UserRow): Promise<ResetStatsResponse> {
      const row = await store.resetStats(user.id);
      if (!row) throw accountGone();
      const response: ResetStatsResponse = {
        message: 'Statistics have been reset',
        new_stats: {
          totalBattle: row.totalBattle,
          winBattle: row.winBattle,
          winRate: row.winRate,
          streak: row.streak,
          // After a reset the player has no battle: unranked (null) until the next one.
          ranking: await platform.users.rankOf(row),
        },
      };
      await platform.live.sendToUser(row.id, { type: 'stats_reset', data: response });
      return response;
    },

    /** Deletes the account and its pictures. The row is gone, so every token of it stops working. */
    async deleteAccount(user: UserRow): Promise<void> {
      const deleted = await store.deleteAccount(user.id, new Date(platform.clock.now()));
      if (!deleted) throw accountGone();
      // Their friends' challenges with them are over, counted for nobody (issue 31).
      for (const { battleId, otherId } of deleted.endedChallenges) {
        await platform.live.sendToUser(otherId, { type: 'challenge_expired', data: { challenge_id: battleId } });
      }
      // Every arena list drops the player's open battles, as when they are cancelled.
      for (const id of deleted.removedBattleIds) {
        await platform.live.broadcast({ type: 'battle_removed', data: { id, battle_id: id, reason: 'cancelled' } }, ARENA_TOPIC);
      }
      await avatars.removeAll(deleted.user.username);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

import type { FriendChangeData, FriendResponseValue } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { ownRecord } from '../users/own-record.js';
import type { UserRow } from '../users/store.js';

/**
 * After a friend action both players hear it at once, on every tab and instance:
 * friend_request_updated and user_updated, each with the receiver's own record (email,
 * friends, friendRequests, ...) plus who acted (`from`), on whom (`to`) and how.
 */
export async function tellBoth(
  platform: Platform,
  actor: UserRow,
  other: UserRow,
  responseValue: FriendResponseValue,
  { otherToo = true }: { otherToo?: boolean } = {},
): Promise<void> {
  const receivers = otherToo ? [actor, other] : [actor];
  await Promise.all(
    receivers.map(async (receiver) => {
      const data: FriendChangeData = {
        ...(await ownRecord(platform, receiver)),
        from: actor.username,
        to: other.username,
        response_value: responseValue,
      };
      await platform.live.sendToUser(receiver.id, { type: 'friend_request_updated', data });
      await platform.live.sendToUser(receiver.id, { type: 'user_updated', data });
    }),
  );
}

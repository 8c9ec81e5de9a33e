import { liveErrorSchema, type UserClientMessage, type UserServerMessage } from '@fanclash/protocol';
import type { UserSocket } from '../../../live/userSocket';

/** The user socket has no request ids: the answer to a request is the next matching message. */
export type LiveOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

/** No answer within this time: the connection is treated as lost for this request. */
export const LIVE_REQUEST_TIMEOUT_MS = 10_000;
export const LIVE_TIMEOUT_CODE = 'live_timeout';
export const LIVE_OFFLINE_CODE = 'offline';

/**
 * Sends `message` and waits for the first reply `accept` recognises, or for an `error`
 * message (its code becomes the failure). Resolves, never rejects.
 */
export function liveRequest<T>(
  socket: Pick<UserSocket, 'send' | 'subscribe'> | null,
  message: UserClientMessage,
  replyType: string,
  accept: (reply: UserServerMessage) => T | undefined,
  timeoutMs: number = LIVE_REQUEST_TIMEOUT_MS,
): Promise<LiveOutcome<T>> {
  if (!socket) return Promise.resolve({ ok: false, code: LIVE_OFFLINE_CODE });
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const finish = (outcome: LiveOutcome<T>) => {
      for (const stop of stops) stop();
      resolve(outcome);
    };
    stops.push(
      socket.subscribe(replyType, (reply) => {
        const value = accept(reply);
        if (value !== undefined) finish({ ok: true, value });
      }),
    );
    stops.push(
      socket.subscribe('error', (reply) => {
        const parsed = liveErrorSchema.safeParse(reply);
        finish({ ok: false, code: parsed.success ? parsed.data.code : 'server_error' });
      }),
    );
    const timer = setTimeout(() => finish({ ok: false, code: LIVE_TIMEOUT_CODE }), timeoutMs);
    stops.push(() => clearTimeout(timer));
    if (!socket.send(message)) finish({ ok: false, code: LIVE_OFFLINE_CODE });
  });
}

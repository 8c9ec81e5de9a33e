import type { UserClientMessage, UserServerMessage } from '@fanclash/protocol';
import { use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { UserSocketContext } from './userSocketContext';
import type { UserSocketStatus } from './userSocket';

const noSubscription = () => () => undefined;

/** The live connection's status and a `send` that reports whether the message went out. */
export function useUserSocket(): { status: UserSocketStatus; send: (message: UserClientMessage) => boolean } {
  const socket = use(UserSocketContext);
  const status = useSyncExternalStore(
    socket ? (listener) => socket.subscribeStatus(listener) : noSubscription,
    () => socket?.status ?? 'closed',
    () => 'closed' as const,
  );
  const send = useCallback((message: UserClientMessage) => socket?.send(message) ?? false, [socket]);
  return { status, send };
}

/**
 * Runs `handler` for each server message of `type` that matches `schema` (the message's zod
 * schema from @fanclash/protocol). Messages that do not match are dropped with a warning,
 * so a handler only ever sees well-formed data.
 *
 *   useUserSocketMessage('battle_started', battleStartedMessageSchema, (message) => ...)
 */
export function useUserSocketMessage<S extends z.ZodType<UserServerMessage>>(
  type: string,
  schema: S,
  handler: (message: z.output<S>) => void,
): void {
  const socket = use(UserSocketContext);
  // The latest handler, without resubscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);

  useEffect(() => {
    if (!socket) return undefined;
    return socket.subscribe(type, (message) => {
      const parsed = schema.safeParse(message);
      if (parsed.success) latest.current(parsed.data);
      else console.warn(`Ignored a malformed '${type}' message`, parsed.error.issues);
    });
  }, [socket, type, schema]);
}

import { contentHiddenEventSchema, type ChatMessage, type ChatServerFrame } from '@fanclash/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { renewAccessToken } from '../../auth/renew';
import { getSession } from '../../auth/session';
import { isTokenExpired } from '../../../lib/jwt';
import { ApiError } from '../../../lib/api';
import { fetchHistory, markRead as markReadRest, sendMessage } from '../api';
import { ChatSocket, type ChatSocketStatus } from '../chatSocket';
import { newClientId } from '../clientId';
import {
  addPending,
  applyRead,
  emptyThread,
  mergeMessages,
  setPendingStatus,
  unreadFrom,
  type PendingMessage,
  type Thread,
} from '../thread';
import { CHAT_LIMITS } from '@fanclash/protocol';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { dropHiddenMessage } from '../../reports/hiddenMessages';

async function currentToken(): Promise<string | null> {
  const { token } = getSession();
  if (token && !isTokenExpired(token)) return token;
  return renewAccessToken();
}

const codeOf = (error: unknown): string => (error instanceof ApiError ? error.code : 'server_error');
/** Refusals that end the conversation (not a friend, oneself, unknown player). */
const FINAL_CODES = new Set(['chat_not_friends', 'chat_self', 'user_not_found', 'forbidden']);

export interface Conversation {
  readonly status: 'loading' | 'error' | 'ready';
  /** The server refused this conversation (its code): nothing more can be sent. */
  readonly refused: string | null;
  readonly connection: ChatSocketStatus;
  readonly thread: Thread;
  readonly hasMore: boolean;
  readonly loadingOlder: boolean;
  /** The last refusal that was not about one message (e.g. a failed read mark), as a code. */
  readonly notice: string | null;
  send(text: string): boolean;
  retry(clientId: string): void;
  loadOlder(): Promise<void>;
  /** Marks every message of the friend's on screen as read (socket, or REST when it is closed). */
  markRead(): void;
  reload(): void;
}

/**
 * One conversation: its history (newest page first, older pages on demand), the live socket,
 * sending with a client_id (over the socket, or by REST while it is closed; a message sent
 * over a socket that drops before its acknowledgement is resent by REST, which the client_id
 * makes safe), read marks both ways. Callers key the component by friend: another friend is
 * another conversation.
 */
export function useConversation(me: string, friend: string): Conversation {
  const [thread, setThread] = useState<Thread>(emptyThread);
  const [status, setStatus] = useState<Conversation['status']>('loading');
  const [refused, setRefused] = useState<string | null>(null);
  const [connection, setConnection] = useState<ChatSocketStatus>('connecting');
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Callbacks (socket events, read marks, retries) read the latest thread without being
  // recreated. Kept by the updater itself: it runs while this component renders, before any
  // child's effect (the message list's 'chat opened' mark) could read a stale copy.
  const threadRef = useRef(thread);
  const socketRef = useRef<ChatSocket | null>(null);

  const update = useCallback(
    (change: (t: Thread) => Thread) =>
      setThread((t) => {
        const next = change(t);
        threadRef.current = next;
        return next;
      }),
    [],
  );

  // A moderator hid a message of this conversation: it leaves the screen at once (issue 34). A
  // restored one comes back on the chat socket as the stored message (a 'message' frame), in its place.
  useUserSocketMessage('content_hidden', contentHiddenEventSchema, (event) => {
    if (event.data.kind === 'chat_message' && event.data.hidden) update((t) => dropHiddenMessage(t, Number(event.data.target_id), me));
  });

  const sendByRest = useCallback(
    (pending: PendingMessage) => {
      sendMessage(me, friend, pending.message, pending.client_id)
        .then((message) => update((t) => mergeMessages(t, [message])))
        .catch((error: unknown) => {
          const code = codeOf(error);
          if (FINAL_CODES.has(code)) setRefused(code);
          update((t) => setPendingStatus(t, pending.client_id, 'failed', code));
        });
    },
    [me, friend, update],
  );

  const deliver = useCallback(
    (pending: PendingMessage) => {
      const sent = socketRef.current?.send({ type: 'text', message: pending.message, client_id: pending.client_id }) ?? false;
      if (!sent) sendByRest(pending);
    },
    [sendByRest],
  );

  // History first, then the socket; a reconnect fetches the newest page again and resends what
  // was never acknowledged.
  useEffect(() => {
    const abort = new AbortController();
    let everConnected = false;

    const onFrame = (frame: ChatServerFrame) => {
      switch (frame.type) {
        case 'message': {
          const { type: _type, ...message } = frame;
          update((t) => mergeMessages(t, [message as ChatMessage]));
          return;
        }
        case 'messages_read':
          update((t) => applyRead(t, frame));
          return;
        case 'error':
          if (frame.client_id) {
            const clientId = frame.client_id;
            update((t) => setPendingStatus(t, clientId, 'failed', frame.code));
          } else setNotice(frame.code);
          if (FINAL_CODES.has(frame.code)) setRefused(frame.code);
          return;
        case 'pong':
          return;
      }
    };

    const socket = new ChatSocket({
      username: me,
      receiver: friend,
      getToken: currentToken,
      renewToken: renewAccessToken,
      onFrame,
      onRefused: (code) => setRefused(code),
      onStatus: (next) => {
        setConnection(next);
        if (next === 'connected') {
          if (everConnected) {
            void fetchHistory(me, friend).then(
              (page) => update((t) => mergeMessages(t, page)),
              () => undefined,
            );
          }
          everConnected = true;
          for (const pending of threadRef.current.pending) if (pending.status === 'sending') deliver(pending);
        } else if (next === 'disconnected') {
          // Sent over the socket that just dropped and not acknowledged: the REST call either
          // stores it or returns the stored copy.
          for (const pending of threadRef.current.pending) if (pending.status === 'sending') sendByRest(pending);
        }
      },
    });
    socketRef.current = socket;

    fetchHistory(me, friend, undefined, abort.signal)
      .then((page) => {
        update((t) => mergeMessages(t, page));
        setHasMore(page.length >= CHAT_LIMITS.historyPage);
        setStatus('ready');
        socket.start();
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const code = codeOf(error);
        if (FINAL_CODES.has(code)) {
          setRefused(code);
          setStatus('ready');
        } else setStatus('error');
      });

    return () => {
      abort.abort();
      socket.stop();
      socketRef.current = null;
    };
  }, [me, friend, attempt, update, deliver, sendByRest]);

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || message.length > CHAT_LIMITS.messageMax) return false;
      const pending: PendingMessage = { client_id: newClientId(), message, status: 'sending', createdAt: Date.now() };
      update((t) => addPending(t, pending));
      deliver(pending);
      return true;
    },
    [update, deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = threadRef.current.pending.find((p) => p.client_id === clientId);
      if (!pending) return;
      update((t) => setPendingStatus(t, clientId, 'sending'));
      deliver({ ...pending, status: 'sending' });
    },
    [update, deliver],
  );

  const loadOlder = useCallback(async () => {
    const oldest = threadRef.current.messages[0];
    if (!oldest || loadingOlder || !hasMore) return;
    setLoadingOlder(true);
    try {
      const page = await fetchHistory(me, friend, oldest.id);
      update((t) => mergeMessages(t, page));
      setHasMore(page.length >= CHAT_LIMITS.historyPage);
    } catch {
      setNotice('load_older_failed');
    } finally {
      setLoadingOlder(false);
    }
  }, [me, friend, loadingOlder, hasMore, update]);

  const markRead = useCallback(() => {
    const unread = unreadFrom(threadRef.current, friend);
    const upTo = unread.at(-1)?.id;
    if (upTo === undefined) return;
    update((t) => applyRead(t, { reader: me, sender: friend, up_to_id: upTo }));
    if (!socketRef.current?.send({ type: 'mark_read', up_to_id: upTo })) {
      markReadRest(me, friend, upTo).catch(() => setNotice('mark_read_failed'));
    }
  }, [me, friend, update]);

  const reload = useCallback(() => {
    update(() => emptyThread);
    setStatus('loading');
    setRefused(null);
    setNotice(null);
    setAttempt((n) => n + 1);
  }, [update]);

  return { status, refused, connection, thread, hasMore, loadingOlder, notice, send, retry, loadOlder, markRead, reload };
}

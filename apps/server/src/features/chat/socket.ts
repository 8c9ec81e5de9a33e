import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, ERROR_CODES, chatClientFrameSchema, type ChatClientFrame, type ChatServerFrame } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { acceptLiveSocket, type LiveContext } from '../../realtime/connection.js';
import type { UserRow } from '../users/store.js';
import { conversationChannel, type ConversationEvent } from './channels.js';
import type { ChatService } from './service.js';

/** The chat sockets open on this instance, by user id. */
export interface ChatSockets {
  /** Closes every chat socket of the user here (the account was deleted). */
  closeUser(userId: string, code: number, reason: string): void;
}

const errorFrame = (code: string, message: string, clientId?: string): ChatServerFrame => ({
  type: 'error',
  code,
  message,
  ...(clientId ? { client_id: clientId } : {}),
});

/**
 * `/ws/simple-chat?username&receiver&token`: one person's view of one conversation, on any
 * instance. It opens only for the token's user and an existing friend who is not themselves
 * (otherwise an `error` with a code, then close 4003; a bad token closes 4001). Every socket of
 * the conversation follows its bus channel, so a stored message reaches both people's sockets
 * wherever they are connected; the sender's copy is the acknowledgement.
 */
export function registerChatSocket(app: FastifyInstance, platform: Platform, service: ChatService): ChatSockets {
  const open = new Map<string, Set<LiveContext>>();
  const track = (context: LiveContext) => {
    const userId = context.user.id;
    const set = open.get(userId) ?? new Set<LiveContext>();
    set.add(context);
    open.set(userId, set);
    context.socket.once('close', () => {
      set.delete(context);
      if (set.size === 0 && open.get(userId) === set) open.delete(userId);
    });
  };

  app.get('/ws/simple-chat', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const receiverName = typeof query.receiver === 'string' ? query.receiver : '';
    acceptLiveSocket(platform, socket, request, {
      schema: chatClientFrameSchema,
      errorShape: (code, message) => errorFrame(code, message),
      usernameMismatchCode: ERROR_CODES.forbidden,
      onOpen: async (context) => {
        track(context);
        const me = context.user;
        let friend: UserRow;
        try {
          if (!receiverName.trim()) throw new AppError(422, ERROR_CODES.validation, 'receiver is required');
          friend = await service.friendNamed(me, receiverName);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          context.send(errorFrame(err.code, String(err.detail)));
          context.socket.close(CLOSE_CODES.forbidden, 'Forbidden');
          return null;
        }
        const unsubscribe = await platform.bus.subscribe(conversationChannel(me.id, friend.id), (raw) => {
          const event = raw as ConversationEvent;
          if (event.kind === 'message') context.send({ type: 'message', ...event.message } satisfies ChatServerFrame);
          else context.send({ type: 'messages_read', ...event.read } satisfies ChatServerFrame);
        });
        // Closed while we subscribed: nobody will call onClose, so let go now.
        if (context.socket.readyState !== context.socket.OPEN) {
          await unsubscribe();
          return null;
        }
        return {
          onMessage: (frame: ChatClientFrame) => handle(context, me, friend, frame),
          onClose: () => void unsubscribe().catch(() => undefined),
        };
      },
    });
  });

  async function handle(context: LiveContext, me: UserRow, friend: UserRow, frame: ChatClientFrame): Promise<void> {
    switch (frame.type) {
      case 'ping':
        return context.send({ type: 'pong', server_time: Date.now() } satisfies ChatServerFrame);
      case 'mark_read':
        if (!(await context.refreshUser())) return;
        return void (await refusalsAsErrors(context, undefined, () => service.markRead(me, friend, frame.up_to_id)));
      case 'text': {
        // A token revoked since the socket opened sends nothing (refreshUser closes the socket).
        if (!(await context.refreshUser())) return;
        const sent = await refusalsAsErrors(context, frame.client_id, () => service.send(me, friend, frame.message, frame.client_id));
        // A resend stored nothing new and was not broadcast: only this socket hears it again.
        if (sent && !sent.created) context.send({ type: 'message', ...sent.message } satisfies ChatServerFrame);
        return;
      }
      default:
        return assertNever(frame);
    }
  }

  return {
    closeUser(userId, code, reason) {
      for (const context of [...(open.get(userId) ?? [])]) context.socket.close(code, reason);
    },
  };
}

/** A refusal (not a friend any more, too long, too fast...) answers an `error`; the socket stays open. */
async function refusalsAsErrors<T>(context: LiveContext, clientId: string | undefined, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    context.send(errorFrame(err.code, String(err.detail), clientId));
    return undefined;
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled chat frame: ${JSON.stringify(value)}`);
}

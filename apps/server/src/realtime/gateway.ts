import type { FastifyInstance } from 'fastify';
import { userClientMessageSchema, type UserClientMessage } from '@fanclash/protocol';
import type { Platform } from '../platform/platform.js';
import { acceptLiveSocket, originAllowed } from './connection.js';
import type { LiveHub } from './hub.js';
import { userSocketError, type UserMessageHandler, type UserMessageHandlers } from './user-handlers.js';

/** Handlers the gateway itself answers: keep-alive, connection test, e-mail lookup. */
export function systemHandlers(): Pick<UserMessageHandlers, 'ping' | 'test_connection' | 'get_email'> {
  return {
    ping: (context) => context.send({ type: 'pong', data: { server_time: Date.now() }, server_time: Date.now() }),
    test_connection: (context) => context.send({ type: 'test_connection_response', data: { status: 'ok', server_time: Date.now() } }),
    get_email: (context) => context.send({ type: 'email', data: { email: context.user.email } }),
  };
}

/** Refuses a cross-site upgrade before it happens. */
export function registerOriginCheck(app: FastifyInstance, platform: Platform): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    if (!originAllowed(request, platform.config.publicOrigin)) {
      await reply.code(403).send({ detail: 'Origin not allowed', code: 'forbidden' });
    }
  });
}

/** `/ws?username&token`: the user socket. */
export async function registerLiveGateway(
  app: FastifyInstance,
  platform: Platform,
  hub: LiveHub,
  handlers: UserMessageHandlers,
): Promise<void> {
  await hub.start();
  platform.onShutdown(() => hub.stop());

  app.get('/ws', { websocket: true }, (socket, request) => {
    acceptLiveSocket(platform, socket, request, {
      schema: userClientMessageSchema,
      errorShape: userSocketError,
      onOpen: async (context) => {
        const connection = {
          userId: context.user.id,
          username: context.user.username,
          send: context.send,
          close: (code: number, reason: string) => context.socket.close(code, reason),
          topics: context.topics,
        };
        await hub.add(connection);
        return {
          // Fresh user per message: renames, new stats and revoked tokens are seen at once.
          onMessage: async (message: UserClientMessage) => {
            if (await context.refreshUser()) await dispatch(handlers, context, message);
          },
          onClose: () => hub.remove(connection),
        };
      },
    });
  });
}

function dispatch(handlers: UserMessageHandlers, context: Parameters<UserMessageHandler<'ping'>>[0], message: UserClientMessage) {
  // The mapped type guarantees a handler for every type; the cast only re-joins K with its message.
  const handler = handlers[message.type] as UserMessageHandler<typeof message.type>;
  return handler(context, message as never);
}

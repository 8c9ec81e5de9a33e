import type { FastifyInstance } from 'fastify';
import {
  chatHistoryQuerySchema,
  chatMarkReadQuerySchema,
  chatPreviewQuerySchema,
  chatPreviewsQuerySchema,
  chatSendRequestSchema,
  type ChatListEntry,
  type ChatMarkReadResponse,
  type ChatMessage,
  type ChatPreview,
} from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { assertSelf, requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { ChatService } from './service.js';

/**
 * Chat over REST (spec section 7 and the contract). Every call needs the token; the
 * parameter naming the caller (sender, sender_username, receiver of mark-read, username) must
 * be the token's user or the call gets 403.
 */
export async function chatRoutes(app: FastifyInstance, platform: Platform, service: ChatService): Promise<void> {
  app.get('/simple-chat/history', async (request): Promise<ChatMessage[]> => {
    const me = await requireUser(platform, request);
    const query = parseInput(chatHistoryQuerySchema, request.query);
    assertSelf(me, query.sender);
    const friend = await service.friendNamed(me, query.receiver);
    return service.history(me, friend, query.limit, query.before_id);
  });

  app.post('/simple-chat/send', async (request, reply): Promise<ChatMessage> => {
    const me = await requireUser(platform, request);
    const body = parseInput(chatSendRequestSchema, request.body);
    assertSelf(me, body.sender_username);
    const friend = await service.friendNamed(me, body.receiver_username);
    const sent = await service.send(me, friend, body.message_content, body.client_id);
    reply.code(sent.created ? 201 : 200);
    return sent.message;
  });

  // The caller is the receiver: they have read what `sender` sent them.
  app.post('/simple-chat/mark-read', async (request): Promise<ChatMarkReadResponse> => {
    const me = await requireUser(platform, request);
    const query = parseInput(chatMarkReadQuerySchema, request.query);
    assertSelf(me, query.receiver);
    const friend = await service.friendNamed(me, query.sender);
    return service.markRead(me, friend, query.up_to_id);
  });

  app.get('/friends/chat-preview', async (request): Promise<ChatPreview> => {
    const me = await requireUser(platform, request);
    const query = parseInput(chatPreviewQuerySchema, request.query);
    assertSelf(me, query.username);
    const friend = await service.friendNamed(me, query.friendUsername);
    return service.preview(me, friend);
  });

  app.get('/friends/chat-previews', async (request): Promise<ChatListEntry[]> => {
    const me = await requireUser(platform, request);
    const query = parseInput(chatPreviewsQuerySchema, request.query);
    assertSelf(me, query.username);
    return service.previews(me);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatListEntry, ChatMessage, ChatPreview, CommentList, DebatePick, PickList, ReplyList, ReportKind } from '@fanclash/protocol';
import { bearerToken } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { commentNotFound, debateNotFound } from '../debates/service.js';
import { assertMayPost, moderationState } from './state.js';

/**
 * Where moderators' decisions meet the forum and chat, without those features knowing: hooks on
 * their routes (the paths are the API contract) that
 *  - refuse a muted player's debates, comments and replies (403 `muted`; chat's own send path,
 *    REST and socket alike, calls assertMayPost in the chat service);
 *  - answer 404 for a hidden debate or comment to anyone but its author, and refuse replies and
 *    votes on them;
 *  - leave hidden debates, comments, replies and chat messages out of every list for everyone
 *    but their author, who gets them marked `hidden_by_moderator`.
 * The hidden list and the mutes are in memory on every instance (state.ts), so a list costs no
 * extra query. The debates store's SQL applies the same rule to what it pages and counts (debate
 * lists and their `total`, category counts, comment pages, first replies; comments_count and
 * replies_count for everyone), so pages stay full and offsets right; here those lists only gain
 * their author's marks, and the rest (threads, chat) lose the hidden items.
 *
 * Registered before the features' routes: a hook reaches the routes of plugins registered after it.
 */
export function registerModerationFilter(app: FastifyInstance, platform: Platform): void {
  const state = moderationState(platform);

  /** The caller's user id from the bearer token (the route itself refuses a bad one). */
  async function viewerId(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const verified = await platform.tokens.verify(token);
    return verified.ok ? verified.claims.userId : null;
  }

  /** Hidden from this viewer: hidden, and not theirs. */
  const hiddenFrom = (kind: ReportKind, id: string, viewer: string | null): boolean => {
    const author = state.hidden(kind, id);
    return author !== undefined && (viewer === null || author !== viewer);
  };
  const own = (kind: ReportKind, id: string) => state.hidden(kind, id) !== undefined;

  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const id = typeof params.id === 'string' ? params.id : '';
    const posting = request.method === 'POST' && (url === '/selection/picks' || url === '/selection/picks/:id/comments');
    if (posting) {
      const viewer = await viewerId(request);
      if (viewer) assertMayPost(platform, viewer);
    }
    if (url.startsWith('/selection/picks/:id') && state.anyHidden('debate') && state.hidden('debate', id) !== undefined) {
      if (hiddenFrom('debate', id, await viewerId(request))) throw debateNotFound();
    }
    if (url.startsWith('/selection/comments/:id') && state.anyHidden('comment') && hiddenFrom('comment', id, await viewerId(request))) {
      throw commentNotFound();
    }
    if (url === '/selection/picks/:id/comments' && request.method === 'POST' && state.anyHidden('comment')) {
      const parent = (request.body as { parent_id?: unknown } | undefined)?.parent_id;
      if (typeof parent === 'string' && hiddenFrom('comment', parent, await viewerId(request))) throw commentNotFound();
    }
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const url = request.routeOptions.url;
    // Errors (a refusal above, a 404) and writes (a new debate, a vote's answer aside) pass as they are.
    if (!url || reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
    if (request.method !== 'GET' && url !== '/selection/picks/:id/vote') return payload;
    const kindOfRoute = ROUTE_KINDS[url];
    if (!kindOfRoute || !state.anyHidden(kindOfRoute)) return payload;
    const viewer = await viewerId(request);
    const mark = <T extends { hidden_by_moderator?: boolean }>(kind: ReportKind, id: string, item: T): T | null => {
      if (hiddenFrom(kind, id, viewer)) return null;
      return own(kind, id) ? { ...item, hidden_by_moderator: true } : item;
    };
    const keep = <T extends { hidden_by_moderator?: boolean }>(kind: ReportKind, items: readonly T[], idOf: (item: T) => string) =>
      items.flatMap((item) => {
        const kept = mark(kind, idOf(item), item);
        return kept ? [kept] : [];
      });

    switch (url) {
      case '/selection/picks':
      case '/selection/picks/search': {
        const list = payload as PickList;
        return Array.isArray(list.picks) ? { ...list, picks: keep('debate', list.picks, (p) => p.id) } : payload;
      }
      case '/selection/picks/:id':
      case '/selection/picks/:id/with-vote':
      case '/selection/picks/:id/vote': {
        const pick = payload as DebatePick;
        return typeof pick.id === 'string' ? (mark('debate', pick.id, pick) ?? payload) : payload;
      }
      case '/selection/picks/:id/comments': {
        const list = payload as CommentList;
        if (!Array.isArray(list.comments)) return payload;
        const comments = keep('comment', list.comments, (c) => c.id).map((c) => {
          if (!c.first_reply) return c;
          const reply = mark('comment', c.first_reply.id, c.first_reply);
          return reply === c.first_reply ? c : { ...c, first_reply: reply };
        });
        return { ...list, comments };
      }
      case '/selection/comments/:id/replies': {
        const list = payload as ReplyList;
        return Array.isArray(list.replies) ? { ...list, replies: keep('comment', list.replies, (r) => r.id) } : payload;
      }
      case '/simple-chat/history':
        return Array.isArray(payload) ? keep('chat_message', payload as ChatMessage[], (m) => String(m.id)) : payload;
      case '/friends/chat-preview': {
        const preview = payload as ChatPreview;
        return preview.lastMessage
          ? { ...preview, lastMessage: mark('chat_message', String(preview.lastMessage.id), preview.lastMessage) }
          : preview;
      }
      case '/friends/chat-previews':
        return Array.isArray(payload)
          ? (payload as ChatListEntry[]).map((entry) =>
              entry.lastMessage ? { ...entry, lastMessage: mark('chat_message', String(entry.lastMessage.id), entry.lastMessage) } : entry,
            )
          : payload;
      default:
        return payload;
    }
  });
}

/** The routes whose answers carry items of a kind moderators hide. */
const ROUTE_KINDS: Readonly<Record<string, ReportKind>> = {
  '/selection/picks': 'debate',
  '/selection/picks/search': 'debate',
  '/selection/picks/:id': 'debate',
  '/selection/picks/:id/with-vote': 'debate',
  '/selection/picks/:id/vote': 'debate',
  '/selection/picks/:id/comments': 'comment',
  '/selection/comments/:id/replies': 'comment',
  '/simple-chat/history': 'chat_message',
  '/friends/chat-preview': 'chat_message',
  '/friends/chat-previews': 'chat_message',
};

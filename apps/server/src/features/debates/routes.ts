import type { FastifyInstance } from 'fastify';
import {
  createCommentSchema,
  createPickSchema,
  languageQuerySchema,
  listCommentsQuerySchema,
  listPicksQuerySchema,
  searchPicksQuerySchema,
  votePickSchema,
  type Categories,
  type CommentLike,
  type CommentList,
  type DebateComment,
  type DebatePick,
  type PickList,
  type ReplyList,
  type UserVote,
  type VoteResult,
} from '@fanclash/protocol';
import { filterText } from '../../lib/text-filter/index.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { commentNotFound, debateNotFound, type DebateService } from './service.js';
import { idParam, parseDebateInput as parse } from './validate.js';

/** The section 7 debate calls under /selection. Every one needs a token (401 without). */
export async function debateRoutes(app: FastifyInstance, platform: Platform, service: DebateService): Promise<void> {
  await app.register(
    async (selection) => {
      selection.get('/picks', async (request): Promise<PickList> => {
        const user = await requireUser(platform, request);
        return service.list(user, parse(listPicksQuerySchema, request.query));
      });

      // Registered before /picks/:id, though find-my-way prefers the static segment anyway.
      selection.get('/picks/search', async (request): Promise<PickList> => {
        const user = await requireUser(platform, request);
        return service.search(user, parse(searchPicksQuerySchema, request.query));
      });

      selection.post('/picks', async (request, reply): Promise<DebatePick> => {
        const user = await requireUser(platform, request);
        const input = parse(createPickSchema, request.body);
        // Profanity and slurs masked or refused per TEXT_FILTER (issue 34), each field on its own.
        const mode = platform.config.textFilter;
        const pick = await service.create(user, {
          ...input,
          option1_name: filterText(mode, input.option1_name, 'option1_name'),
          option1_description: filterText(mode, input.option1_description, 'option1_description'),
          option2_name: filterText(mode, input.option2_name, 'option2_name'),
          option2_description: filterText(mode, input.option2_description, 'option2_description'),
        });
        reply.code(201);
        return pick;
      });

      selection.get('/picks/:id', async (request): Promise<DebatePick> => {
        const user = await requireUser(platform, request);
        const id = idParam(request.params, debateNotFound);
        return service.get(user, id, parse(languageQuerySchema, request.query).language);
      });

      // The same debate with the caller's vote (every answer carries user_vote already).
      selection.get('/picks/:id/with-vote', async (request): Promise<DebatePick> => {
        const user = await requireUser(platform, request);
        const id = idParam(request.params, debateNotFound);
        return service.get(user, id, parse(languageQuerySchema, request.query).language);
      });

      selection.get('/picks/:id/vote', async (request): Promise<UserVote> => {
        const user = await requireUser(platform, request);
        return service.userVote(user, idParam(request.params, debateNotFound));
      });

      selection.post('/picks/:id/vote', async (request): Promise<VoteResult> => {
        const user = await requireUser(platform, request);
        const id = idParam(request.params, debateNotFound);
        const { vote_option } = parse(votePickSchema, request.body);
        return service.vote(user, id, vote_option, parse(languageQuerySchema, request.query).language);
      });

      selection.delete('/picks/:id/vote', async (request): Promise<VoteResult> => {
        const user = await requireUser(platform, request);
        const id = idParam(request.params, debateNotFound);
        return service.unvote(user, id, parse(languageQuerySchema, request.query).language);
      });

      selection.get('/picks/:id/comments', async (request): Promise<CommentList> => {
        const user = await requireUser(platform, request);
        const id = idParam(request.params, debateNotFound);
        const query = parse(listCommentsQuerySchema, request.query);
        return service.comments(user, id, { sort: query.sort ?? query.sort_by ?? 'recent', limit: query.limit, offset: query.offset });
      });

      selection.post('/picks/:id/comments', async (request, reply): Promise<DebateComment> => {
        const user = await requireUser(platform, request);
        const id = idParam(request.params, debateNotFound);
        const input = parse(createCommentSchema, request.body);
        const content = filterText(platform.config.textFilter, input.content, 'content');
        const comment = await service.addComment(user, id, { ...input, content });
        reply.code(201);
        return comment;
      });

      selection.get('/comments/:id/replies', async (request): Promise<ReplyList> => {
        const user = await requireUser(platform, request);
        return service.replies(user, idParam(request.params, commentNotFound));
      });

      selection.post('/comments/:id/like', async (request): Promise<CommentLike> => {
        const user = await requireUser(platform, request);
        return service.setLike(user, idParam(request.params, commentNotFound), true);
      });

      selection.delete('/comments/:id/like', async (request): Promise<CommentLike> => {
        const user = await requireUser(platform, request);
        return service.setLike(user, idParam(request.params, commentNotFound), false);
      });

      selection.get('/categories', async (request): Promise<Categories> => {
        return service.categories(await requireUser(platform, request));
      });
    },
    { prefix: '/selection' },
  );
}

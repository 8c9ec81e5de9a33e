import {
  moderationActionResultSchema,
  moderationAuditSchema,
  moderationMeSchema,
  moderationQueueSchema,
  type ModerationActionBody,
  type ModerationActionResult,
  type ModerationAudit,
  type ModerationQueue,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

export const moderationKeys = {
  all: ['moderation'] as const,
  me: (username: string) => ['moderation', 'me', username.toLowerCase()] as const,
  queue: () => ['moderation', 'queue'] as const,
  audit: (offset: number) => ['moderation', 'audit', offset] as const,
};

export function fetchModerationMe(signal?: AbortSignal): Promise<boolean> {
  return apiRequest('/moderation/me', { schema: moderationMeSchema, signal }).then((me) => me.moderator);
}

export function fetchQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return apiRequest('/moderation/queue', { query: { limit: 50, offset: 0 }, schema: moderationQueueSchema, signal });
}

export function fetchAudit(offset: number, limit: number, signal?: AbortSignal): Promise<ModerationAudit> {
  return apiRequest('/moderation/audit', { query: { limit, offset }, schema: moderationAuditSchema, signal });
}

export function postAction(body: ModerationActionBody): Promise<ModerationActionResult> {
  return apiRequest('/moderation/actions', { method: 'POST', body, schema: moderationActionResultSchema });
}

import { reportResponseSchema, type ReportBody, type ReportResponse } from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** POST /reports: a chat message, a debate, a comment or reply, or a player (by username). */
export function reportContent(body: ReportBody): Promise<ReportResponse> {
  return apiRequest('/reports', { method: 'POST', body, schema: reportResponseSchema });
}

import {
  battleReviewResponseSchema,
  questionReportResponseSchema,
  type BattleReviewResponse,
  type QuestionReportBody,
  type QuestionReportResponse,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** POST /questions/{id}/report: the bank id may hold spaces and colons, so it is encoded. */
export function reportQuestion(questionId: string, body: QuestionReportBody): Promise<QuestionReportResponse> {
  return apiRequest(`/questions/${encodeURIComponent(questionId)}/report`, { method: 'POST', body, schema: questionReportResponseSchema });
}

/** GET /battle/get-battle-review?battle_id: each question of a finished battle, in the player's language. */
export function getBattleReview(battleId: string, signal?: AbortSignal): Promise<BattleReviewResponse> {
  return apiRequest('/battle/get-battle-review', { query: { battle_id: battleId }, schema: battleReviewResponseSchema, signal });
}

import type { TFunction } from 'i18next';
import { createBattleErrorText } from './createBattleError';

/** The failed creation's text in the interface language; `sport` and `level` are display names. */
export function createBattleMessage(t: TFunction<'battles'>, error: unknown, names: { sport: string; level: string }): string {
  const text = createBattleErrorText(error);
  if (text.key !== 'failed') return t(`create.errors.${text.key}`, names);
  return t('create.errors.failed', { reason: text.reason ? t(`liveErrors.${text.reason}`) : t('create.errors.serverError') });
}

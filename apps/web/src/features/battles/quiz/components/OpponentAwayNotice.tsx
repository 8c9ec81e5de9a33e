import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from '../../format';

/** The opponent dropped out; they forfeit unless they reconnect before `forfeitAt` (server time). */
export function OpponentAwayNotice({ opponent, forfeitAt, serverNow }: { opponent: string; forfeitAt: number | null; serverNow: number }) {
  const { t } = useTranslation('battles');
  const text =
    forfeitAt === null
      ? t('quiz.opponentAwayShort', { opponent })
      : t('quiz.opponentAway', { opponent, seconds: secondsLeft(forfeitAt - serverNow) });
  return (
    <p
      role="status"
      className="flex items-center gap-2.5 rounded-xl border border-warning/40 bg-warning/10 px-3.5 py-2.5 text-sm text-warning"
    >
      <WifiOff className="h-5 w-5 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { BattleSessionState } from './sessionState';

/**
 * A battle that ends without a result (cancelled: both left, a server restart, an error)
 * says why and returns to the arena. Used by the countdown and quiz pages.
 */
export function useBattleExit(ended: BattleSessionState['ended']): void {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!ended || ended.reason === 'finished' || done.current) return;
    done.current = true;
    toast.info(t(`ended.${ended.reason}`));
    void navigate('/battles', { replace: true });
  }, [ended, navigate, t]);
}

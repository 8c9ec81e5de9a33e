import { battleStartedMessageSchema, rematchOfferedEventSchema, type RematchOffered } from '@fanclash/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { useUserSocket, useUserSocketMessage } from '../../live/useUserSocket';
import { useInAppSwitch } from '../notifications/hooks/useInAppSwitch';
import { sportAndLevel } from './labels';

/**
 * Wherever a signed-in player is, a rematch offer opens a dialog: Accept joins the new battle
 * and goes to its countdown; Decline (or closing) tells the other player. A player who turned
 * rematch offers off in the app (notification settings) is not shown them: the offer lapses
 * unanswered, as the waiting room's timeout ends it.
 */
export function RematchOffers() {
  const { t } = useTranslation('rematch');
  const navigate = useNavigate();
  const { send } = useUserSocket();
  const [offer, setOffer] = useState<RematchOffered | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const inApp = useInAppSwitch();

  useUserSocketMessage('rematch_offered', rematchOfferedEventSchema, (message) => {
    inApp.whenOn('rematch_offer', () => setOffer(message.data));
  });
  useUserSocketMessage('battle_started', battleStartedMessageSchema, (message) => {
    if (message.data !== accepted) return;
    setAccepted(null);
    void navigate(`/${encodeURIComponent(message.data)}/countdown`);
  });

  const decline = () => {
    if (offer) send({ type: 'rematch_decline', battle_id: offer.battle_id });
    setOffer(null);
  };
  const accept = () => {
    if (!offer) return;
    send({ type: 'rematch_accept', battle_id: offer.battle_id });
    setAccepted(offer.battle_id);
    setOffer(null);
  };
  const labels = offer ? sportAndLevel(offer.sport, offer.level) : null;

  return (
    <Dialog open={offer !== null} onOpenChange={(open) => (open ? undefined : decline())}>
      <DialogContent
        title={t('offerTitle')}
        description={offer && labels ? t('offerText', { from: offer.from, sport: labels.sport, level: labels.level }) : ''}
        closeLabel={t('close')}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={decline}>
            {t('decline')}
          </Button>
          <Button onClick={accept} data-testid="accept-rematch">
            {t('accept')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

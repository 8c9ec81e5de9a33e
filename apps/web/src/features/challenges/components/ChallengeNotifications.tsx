import { Swords } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useNotifications } from '../../friends/hooks/useFriendQueries';
import { HiddenByInApp } from '../../notifications/components/HiddenByInApp';
import { useInAppSwitch } from '../../notifications/hooks/useInAppSwitch';
import { ChallengeRow } from './ChallengesPanel';

/**
 * The notifications page's challenges waiting for my turn (issue 31); they count toward the
 * badge. Turned off in the app (notification settings), one line says how many wait instead.
 */
export function ChallengeNotifications() {
  const { t } = useTranslation('challenges');
  const notifications = useNotifications();
  const inApp = useInAppSwitch();
  const [shown, setShown] = useState(false);
  const challenges = notifications.data?.challenges ?? [];
  if (challenges.length === 0) return null;
  if (!shown && !inApp.on('challenge')) {
    return <HiddenByInApp count={challenges.length} onShow={() => setShown(true)} testId="challenges-hidden" />;
  }
  return (
    <Card className="mx-auto w-full max-w-3xl" data-testid="challenge-notifications">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Swords className="h-5 w-5 text-accent" aria-hidden />
          {t('notifications.title')}
          <Badge tone="accent">{challenges.length}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {challenges.map((item) => (
            <ChallengeRow key={item.id} item={item} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * How many challenges wait for my turn (the header badge adds them), from the cached
 * notifications; none while they are off in the app, unless `evenIfOff` (the notifications page,
 * where a line still says they wait).
 */
export function useChallengeTurnCount({ evenIfOff = false }: { evenIfOff?: boolean } = {}): number {
  const count = useNotifications(false).data?.challenges?.length ?? 0;
  const inApp = useInAppSwitch();
  return evenIfOff || inApp.on('challenge') ? count : 0;
}

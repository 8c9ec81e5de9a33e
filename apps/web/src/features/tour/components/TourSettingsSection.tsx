import { Compass, LayoutDashboard, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { restartTours } from '../flags';

/** Profile settings: show the dashboard or the arena tour again (spec section 2: restart options). */
export function TourSettingsSection({ username }: { username: string }) {
  const { t } = useTranslation('tour');
  const navigate = useNavigate();
  return (
    <Card data-testid="tour-settings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Compass className="h-5 w-5 text-accent" aria-hidden />
          {t('settings.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('settings.description')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              restartTours(['dashboard']);
              void navigate(`/${encodeURIComponent(username)}`);
            }}
          >
            <LayoutDashboard className="h-4 w-4" aria-hidden />
            {t('settings.restartDashboard')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              restartTours(['battle']);
              void navigate('/battles');
            }}
          >
            <Swords className="h-4 w-4" aria-hidden />
            {t('settings.restartBattles')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

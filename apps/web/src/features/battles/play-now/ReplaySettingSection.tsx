import { replaySettingSchema } from '@fanclash/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Checkbox } from '../../../components/ui/Checkbox';
import { apiRequest } from '../../../lib/api';

const KEY = ['battle', 'replay-setting'] as const;

/** Profile → Account: whether other players may face your recorded runs in Play now (default yes; the FAQ says so). */
export function ReplaySettingSection() {
  const { t } = useTranslation('battles');
  const id = useId();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: KEY, queryFn: () => apiRequest('/battle/replay-setting', { schema: replaySettingSchema }) });
  const save = useMutation({
    mutationFn: (replay: boolean) =>
      apiRequest('/battle/replay-setting', { method: 'POST', body: { replay_runs: replay }, schema: replaySettingSchema }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
  return (
    <Card data-testid="replay-setting">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="h-5 w-5 text-accent" aria-hidden />
          {t('playNow.replay.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('playNow.replay.description')}</p>
        {setting.isError ? (
          <Alert tone="error">{t('playNow.replay.loadError')}</Alert>
        ) : (
          <Checkbox
            id={id}
            label={t('playNow.replay.label')}
            checked={setting.data?.replay_runs ?? true}
            disabled={!setting.data || save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
          />
        )}
        {save.isError ? <Alert tone="error">{t('playNow.replay.saveError')}</Alert> : null}
      </CardContent>
    </Card>
  );
}

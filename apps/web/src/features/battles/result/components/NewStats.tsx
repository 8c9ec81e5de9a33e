import type { UserStats } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/Card';

/** The player's figures after this battle (from the result's updated_users). */
export function NewStats({ stats }: { stats: UserStats }) {
  const { t, i18n } = useTranslation('battles');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const items = [
    { key: 'battles', label: t('result.battles'), value: number.format(stats.totalBattle) },
    { key: 'wins', label: t('result.wins'), value: number.format(stats.winBattle) },
    { key: 'winRate', label: t('result.winRate'), value: t('result.winRateValue', { value: number.format(stats.winRate) }) },
    { key: 'streak', label: t('result.streak'), value: number.format(stats.streak) },
  ];
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid="result-stats">
      <h2 className="text-base font-bold text-fg">{t('result.yourStats')}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col gap-0.5 rounded-xl border border-line/70 bg-raised/40 p-3">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{item.label}</dt>
            <dd className="text-xl font-black text-fg tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

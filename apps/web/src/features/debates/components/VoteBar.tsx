import type { DebatePick } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { votePercents } from '../voteRules';

/** The two sides' shares of the votes, as a bar and as numbers. */
export function VoteBar({ pick }: { pick: DebatePick }) {
  const { t, i18n } = useTranslation('debates');
  const percents = votePercents(pick);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' });
  const label = t('vote.bar', {
    first: pick.option1_name,
    firstPercent: percents.option1,
    second: pick.option2_name,
    secondPercent: percents.option2,
  });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm font-bold tabular-nums" aria-hidden>
        <span className="text-accent">{percent.format(percents.option1 / 100)}</span>
        <span className="text-info">{percent.format(percents.option2 / 100)}</span>
      </div>
      <div role="img" aria-label={label} data-testid="vote-bar" className="flex h-2.5 overflow-hidden rounded-full bg-raised">
        <div className="bg-accent transition-[width] duration-300" style={{ width: `${percents.option1}%` }} />
        <div className="bg-info transition-[width] duration-300" style={{ width: `${percents.option2}%` }} />
      </div>
    </div>
  );
}

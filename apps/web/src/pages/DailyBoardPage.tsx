import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DailyBoardView } from '../features/daily/components/DailyBoardView';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/daily/{sport}`: the daily challenge's board of a sport (issue 31). */
export default function DailyBoardPage() {
  const { t } = useTranslation('daily');
  const { sport = 'soccer' } = useParams();
  usePageTitle(t('board.pageTitle'));
  return <DailyBoardView sport={sport} />;
}

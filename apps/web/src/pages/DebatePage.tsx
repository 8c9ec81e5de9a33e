import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DebateDetail } from '../features/debates/components/DebateDetail';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/forum/debates/{id}` and `/selection/{id}`: one debate (both paths appear in the spec). */
export default function DebatePage() {
  const { t } = useTranslation('debates');
  usePageTitle(t('detail.pageTitle'));
  const { id = '' } = useParams();
  // A new id is a new page: nothing typed for one debate carries over to another.
  return <DebateDetail key={id} id={id} />;
}

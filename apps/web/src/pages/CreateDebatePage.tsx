import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/Button';
import { CreateDebateForm } from '../features/debates/components/CreateDebateForm';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/forum/debates/create`: the create-debate form; success opens the new debate. */
export default function CreateDebatePage() {
  const { t } = useTranslation('debates');
  usePageTitle(t('create.pageTitle'));
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ButtonLink to="/forum" variant="ghost" size="sm" className="self-start">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('create.back')}
      </ButtonLink>
      <CreateDebateForm />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ModerationView } from '../features/moderation/components/ModerationView';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/moderation` (issue 34): the reports queue and the audit log, for moderators only. */
export default function ModerationPage() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('pageTitle'));
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-black tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
        <p className="text-sm text-muted">{t('subtitle')}</p>
      </header>
      <ModerationView />
    </div>
  );
}

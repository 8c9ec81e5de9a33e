import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/Alert';
import { ButtonLink } from '../components/ui/Button';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/reset-password?token=...`, opened from the reset e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.pageTitle'));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} back={{ to: '/sign-in', label: t('forgot.backToSignIn') }}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert>{t('reset.missingToken')}</Alert>
          <ButtonLink to="/forgot-password" variant="secondary" size="lg">
            {t('reset.requestNew')}
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}

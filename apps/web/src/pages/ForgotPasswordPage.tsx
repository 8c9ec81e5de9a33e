import { useTranslation } from 'react-i18next';
import { AuthCard, TextLink } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/forgot-password`. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'));
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      back={{ to: '/sign-in', label: t('forgot.backToSignIn') }}
      footer={
        <>
          {t('signIn.noAccount')} <TextLink to="/sign-up">{t('signIn.signUpLink')}</TextLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

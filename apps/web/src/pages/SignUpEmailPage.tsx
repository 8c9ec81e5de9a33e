import { useTranslation } from 'react-i18next';
import { AuthCard, TextLink } from '../features/auth/components/AuthCard';
import { SignUpEmailForm } from '../features/auth/components/SignUpEmailForm';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/sign-up/email`. */
export default function SignUpEmailPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signUpEmail.pageTitle'));
  return (
    <AuthCard
      title={t('signUpEmail.title')}
      subtitle={t('signUpEmail.subtitle')}
      back={{ to: '/sign-up', label: t('backToSignUp') }}
      footer={
        <>
          {t('signUp.haveAccount')} <TextLink to="/sign-in">{t('signUp.signInLink')}</TextLink>
        </>
      }
    >
      <SignUpEmailForm />
    </AuthCard>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthCard, TextLink } from '../features/auth/components/AuthCard';
import { IdentityProviderSection } from '../features/auth/components/IdentityProviderSection';
import { SignInForm } from '../features/auth/components/SignInForm';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/sign-in`. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signIn.pageTitle'));
  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      back={{ to: '/sign-up', label: t('backToSignUp') }}
      footer={
        <>
          {t('signIn.noAccount')} <TextLink to="/sign-up">{t('signIn.signUpLink')}</TextLink>
        </>
      }
    >
      <IdentityProviderSection mode="sign-in" divider={t('signIn.divider')} />
      <SignInForm />
    </AuthCard>
  );
}

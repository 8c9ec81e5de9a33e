import { Globe2, Mail, Radio, Sparkles, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/Button';
import { AuthCard, TextLink } from '../features/auth/components/AuthCard';
import { IdentityProviderSection } from '../features/auth/components/IdentityProviderSection';
import { SPORT_COUNT } from '../features/landing/sportCount';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/sign-up`: Google (when configured) or e-mail. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signUp.pageTitle'));
  const perks = [
    { key: 'live', Icon: Radio },
    { key: 'free', Icon: Sparkles },
    { key: 'languages', Icon: Globe2 },
    { key: 'teams', Icon: UsersRound },
  ] as const;
  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <>
          {t('signUp.haveAccount')} <TextLink to="/sign-in">{t('signUp.signInLink')}</TextLink>
        </>
      }
    >
      <ul className="grid gap-2 text-sm text-muted">
        {perks.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-2.5">
            <Icon className="h-4 w-4 text-accent" aria-hidden />
            {key === 'live' ? t('signUp.perks.live', { count: SPORT_COUNT }) : t(`signUp.perks.${key}`)}
          </li>
        ))}
      </ul>
      <IdentityProviderSection mode="sign-up" divider={t('signUp.divider')} />
      <ButtonLink to="/sign-up/email" size="lg" data-testid="sign-up-with-email">
        <Mail className="h-5 w-5" aria-hidden />
        {t('signUp.withEmail')}
      </ButtonLink>
    </AuthCard>
  );
}

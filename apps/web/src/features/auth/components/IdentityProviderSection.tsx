import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import { GoogleButton } from '../google/GoogleButton';
import { useGoogleAuth, type GoogleAuthMode } from '../google/useGoogleAuth';
import { useAuthConfig } from '../hooks/useAuthConfig';
import { Divider } from './AuthCard';

interface IdentityProviderSectionProps {
  mode: GoogleAuthMode;
  /** The caption of the divider to the e-mail option below. */
  divider: string;
}

/**
 * "Continue with Google" with its progress and error box, then the divider to the e-mail
 * option. Renders nothing when the server has no Google client id.
 */
export function IdentityProviderSection({ mode, divider }: IdentityProviderSectionProps) {
  const { t } = useTranslation('auth');
  const config = useAuthConfig();
  const google = useGoogleAuth(mode);
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;

  return (
    <>
      <GoogleButton clientId={clientId} onCredential={google.authenticate} text={mode === 'sign-up' ? 'signup_with' : 'signin_with'} />
      {google.pending ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner size="sm" />
          {mode === 'sign-up' ? t('signUp.creating') : t('google.signingIn')}
        </p>
      ) : null}
      {google.errorKey ? <Alert>{t(`errors.${google.errorKey}`)}</Alert> : null}
      <Divider>{divider}</Divider>
    </>
  );
}

import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useSignOutEverywhere } from '../hooks/useSignOutEverywhere';
import { signOutEverywhereFailureKey } from '../signOutEverywhereMessage';
import { SettingsSection } from './SettingsSection';

/**
 * Sign out of all devices: one click, as it loses nothing but sign-ins. On success this device
 * goes to /sign-in like every other; on failure the card says why and the session stays.
 */
export function SignOutEverywhereSection() {
  const { t } = useTranslation('profile');
  const signOut = useSignOutEverywhere();
  const failureKey = signOut.isError ? signOutEverywhereFailureKey(signOut.error) : null;
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The pending button is disabled, and browsers that apply the focus fix-up rule then drop
  // keyboard focus (Chromium keeps it); give it back after a failure so the player can press
  // the button again without hunting for it.
  useEffect(() => {
    if (signOut.isError) buttonRef.current?.focus();
  }, [signOut.isError]);

  return (
    <SettingsSection
      icon={<LogOut className="h-5 w-5" aria-hidden />}
      title={t('signOutAll.title')}
      description={t('signOutAll.description')}
      testId="sign-out-all"
    >
      <Button
        ref={buttonRef}
        variant="secondary"
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
        className="h-auto min-h-11 self-start py-2 whitespace-normal"
      >
        {signOut.isPending ? t('signOutAll.signingOut') : t('signOutAll.button')}
      </Button>
      {failureKey ? <Alert>{t(failureKey)}</Alert> : null}
    </SettingsSection>
  );
}

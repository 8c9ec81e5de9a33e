import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { loadGoogleIdentity } from './googleIdentity';

interface GoogleButtonProps {
  clientId: string;
  /** Called with the Google credential (a signed JWT) once the user picked an account. */
  onCredential: (credential: string) => void;
  text: 'signup_with' | 'signin_with' | 'continue_with';
}

/**
 * Google's own button (its look is mandated by Google) plus one-tap. If the script cannot
 * load (blocked, offline) the button simply does not appear: e-mail sign-up remains.
 */
export function GoogleButton({ clientId, onCredential, text }: GoogleButtonProps) {
  const { t, i18n } = useTranslation('auth');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest handler without re-initialising Google on every render.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => handler.current(credential),
          cancel_on_tap_outside: true,
          use_fedcm_for_prompt: true,
        });
        google.renderButton(container.current, {
          theme: 'filled_black',
          size: 'large',
          text,
          shape: 'pill',
          width: Math.min(400, container.current.clientWidth || 320),
          locale: i18n.resolvedLanguage,
        });
        google.prompt();
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      window.google?.accounts.id.cancel();
    };
  }, [clientId, text, i18n.resolvedLanguage]);

  if (state === 'failed') return null;
  return (
    <div className="flex min-h-11 w-full flex-col items-center justify-center">
      {state === 'loading' ? (
        <span className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner size="sm" />
          {t('google.loading')}
        </span>
      ) : null}
      <div ref={container} className="flex w-full justify-center" />
    </div>
  );
}

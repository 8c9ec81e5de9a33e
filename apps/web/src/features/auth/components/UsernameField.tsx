import { LIMITS } from '@fanclash/protocol';
import { CheckCircle2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import type { UsernameAvailability } from '../hooks/useUsernameAvailability';

interface UsernameFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  availability: UsernameAvailability;
}

/** The username input with the rules as a hint and the live availability as status. */
export function UsernameField({ registration, error, availability }: UsernameFieldProps) {
  const { t } = useTranslation('auth');
  const rules = t('signUpEmail.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax });
  // A failed check is not an error: the server checks again on submit.
  const hint = availability === 'unknown' ? t('signUpEmail.usernameCheckFailed') : rules;
  const status =
    availability === 'available'
      ? t('signUpEmail.usernameAvailable')
      : availability === 'checking'
        ? t('signUpEmail.usernameChecking')
        : undefined;
  return (
    <Field
      label={t('signUpEmail.username')}
      hint={hint}
      error={error}
      status={status}
      statusTone={availability === 'available' ? 'success' : 'muted'}
    >
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            {...registration}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LIMITS.usernameMax + 10}
            placeholder={t('signUpEmail.usernamePlaceholder')}
            className="pr-11"
          />
          <span className="pointer-events-none absolute inset-y-0 right-0 flex w-11 items-center justify-center" aria-hidden>
            {availability === 'checking' ? <Spinner size="sm" className="text-muted" /> : null}
            {availability === 'available' && !error ? <CheckCircle2 className="h-5 w-5 text-success" /> : null}
          </span>
        </div>
      )}
    </Field>
  );
}

import { LIMITS } from '@fanclash/protocol';
import { CheckCircle2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import type { UsernameAvailability } from '../../auth/hooks/useUsernameAvailability';

interface ProfileUsernameFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  availability: UsernameAvailability;
}

/** The username input: the rules as a hint, the live availability as status, the problem as error. */
export function ProfileUsernameField({ registration, error, availability }: ProfileUsernameFieldProps) {
  const { t } = useTranslation('profile');
  const hint =
    availability === 'unknown' ? t('form.checkFailed') : t('form.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax });
  const status = availability === 'available' ? t('form.available') : availability === 'checking' ? t('form.checking') : undefined;
  return (
    <Field
      label={t('form.username')}
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

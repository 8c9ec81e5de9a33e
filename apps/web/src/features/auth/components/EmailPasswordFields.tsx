import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PasswordInput } from '../../../components/ui/PasswordInput';

interface EmailFieldProps {
  label: string;
  placeholder?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  autoFocus?: boolean;
}

export function EmailField({ label, placeholder, error, registration, autoFocus }: EmailFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

interface PasswordFieldProps {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  labelAside?: ReactNode;
}

export function PasswordField({ label, hint, error, registration, autoComplete, labelAside }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field label={label} hint={hint} error={error} labelAside={labelAside}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete={autoComplete}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
        />
      )}
    </Field>
  );
}

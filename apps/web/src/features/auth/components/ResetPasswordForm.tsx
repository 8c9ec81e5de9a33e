import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES, LIMITS } from '@fanclash/protocol';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api/authApi';
import { passwordFormFailure } from '../errors';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { useValidationText } from '../hooks/useValidationText';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../schemas';
import { PasswordField } from './EmailPasswordFields';

/** Sets a new password with the token from the reset e-mail; both entries must match. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const formatMessage = useAuthMessage();
  const validationText = useValidationText();
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] });
  const reset = useMutation({ mutationFn: (input: ResetPasswordFormValues) => authApi.resetPassword(token, input.password) });

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={t('reset.successTitle')}>
          {t('reset.success')}
        </Alert>
        <ButtonLink to="/sign-in" size="lg">
          {t('reset.goToSignIn')}
        </ButtonLink>
      </div>
    );
  }

  const linkInvalid = reset.error instanceof ApiError && reset.error.code === ERROR_CODES.resetTokenInvalid;

  return (
    <form noValidate onSubmit={handleSubmit((input) => reset.mutate(input))} className="flex flex-col gap-4" aria-busy={reset.isPending}>
      <PasswordField
        label={t('reset.password')}
        hint={t('signUpEmail.passwordHint', { count: LIMITS.passwordMin })}
        error={password !== '' ? validationText(formState.errors.password?.message) : undefined}
        registration={register('password', { deps: ['confirm'] })}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('reset.confirm')}
        error={confirm !== '' ? validationText(formState.errors.confirm?.message) : undefined}
        registration={register('confirm')}
        autoComplete="new-password"
      />
      {reset.isError ? (
        <Alert>
          <p>{formatMessage(passwordFormFailure(reset.error))}</p>
          {linkInvalid ? (
            <ButtonLink to="/forgot-password" variant="secondary" size="sm" className="mt-3">
              {t('reset.requestNew')}
            </ButtonLink>
          ) : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={!formState.isValid || reset.isPending} loading={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}

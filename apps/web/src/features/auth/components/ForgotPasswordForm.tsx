import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { authApi } from '../api/authApi';
import { passwordFormFailure } from '../errors';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { useValidationText } from '../hooks/useValidationText';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../schemas';
import { EmailField } from './EmailPasswordFields';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account,
 * so the confirmation never tells a stranger who is registered.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const formatMessage = useAuthMessage();
  const validationText = useValidationText();
  const { register, handleSubmit, control, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const request = useMutation({ mutationFn: (input: ForgotPasswordFormValues) => authApi.forgotPassword(input.email) });

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: request.variables.email })}
        </Alert>
        <ButtonLink to="/sign-in" variant="secondary" size="lg">
          {t('forgot.backToSignIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => request.mutate(input))}
      className="flex flex-col gap-4"
      aria-busy={request.isPending}
    >
      <EmailField
        label={t('forgot.email')}
        placeholder={t('signIn.emailPlaceholder')}
        error={email !== '' ? validationText(formState.errors.email?.message) : undefined}
        registration={register('email')}
        autoFocus
      />
      {request.isError ? <Alert>{formatMessage(passwordFormFailure(request.error))}</Alert> : null}
      <Button type="submit" size="lg" disabled={!formState.isValid || request.isPending} loading={request.isPending}>
        {request.isPending ? (
          t('forgot.submitting')
        ) : (
          <>
            <MailCheck className="h-5 w-5" aria-hidden />
            {t('forgot.submit')}
          </>
        )}
      </Button>
    </form>
  );
}

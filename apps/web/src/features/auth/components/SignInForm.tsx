import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { authApi } from '../api/authApi';
import { signInFailure } from '../errors';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useValidationText } from '../hooks/useValidationText';
import { signInFormSchema, type SignInFormValues } from '../schemas';
import { EmailField, PasswordField } from './EmailPasswordFields';

/** /sign-in e-mail form: enabled with a valid e-mail and a password, not while loading (spec section 5). */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const formatMessage = useAuthMessage();
  const validationText = useValidationText();
  const completeSignIn = useCompleteSignIn();

  const { register, handleSubmit, control, formState } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const signIn = useMutation({
    mutationFn: authApi.signIn,
    onSuccess: (response) => completeSignIn(response),
  });

  const emailError = email !== '' ? validationText(formState.errors.email?.message) : undefined;

  return (
    <form noValidate onSubmit={handleSubmit((input) => signIn.mutate(input))} className="flex flex-col gap-4" aria-busy={signIn.isPending}>
      <EmailField
        label={t('signIn.email')}
        placeholder={t('signIn.emailPlaceholder')}
        error={emailError}
        registration={register('email')}
        autoFocus
      />
      <PasswordField
        label={t('signIn.password')}
        registration={register('password')}
        autoComplete="current-password"
        labelAside={
          <Link
            to="/forgot-password"
            className="rounded text-xs font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('signIn.forgot')}
          </Link>
        }
      />
      {signIn.isError ? <Alert>{formatMessage(signInFailure(signIn.error))}</Alert> : null}
      <Button type="submit" size="lg" disabled={!formState.isValid || signIn.isPending} loading={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}

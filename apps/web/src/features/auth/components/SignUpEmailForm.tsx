import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@fanclash/protocol';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { currentLanguage } from '../../../i18n';
import { authApi } from '../api/authApi';
import { signUpFailure, type FormFailure, type SignUpField } from '../errors';
import { useAuthMessage } from '../hooks/useAuthMessage';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useUsernameAvailability } from '../hooks/useUsernameAvailability';
import { useValidationText } from '../hooks/useValidationText';
import { signUpFormSchema, type SignUpFormInput, type SignUpFormValues } from '../schemas';
import { signUpBlocker } from '../signUpBlocker';
import { EmailField, PasswordField } from './EmailPasswordFields';
import { UsernameField } from './UsernameField';

const FIELDS: readonly SignUpField[] = ['email', 'username', 'password'];

/** /sign-up/email: e-mail, username (checked live), password and terms (spec sections 2, 5, 8). */
export function SignUpEmailForm() {
  const { t } = useTranslation('auth');
  const formatMessage = useAuthMessage();
  const validationText = useValidationText();
  const completeSignIn = useCompleteSignIn();

  const { register, handleSubmit, control, setError, formState } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    // Validate while typing: the e-mail rule shows as soon as a non-empty invalid value is typed.
    mode: 'onChange',
    defaultValues: { email: '', username: '', password: '', terms: false },
  });
  const [email, username, password, terms] = useWatch({ control, name: ['email', 'username', 'password', 'terms'] });
  const values: Record<SignUpField, string> = { email, username, password };
  const availability = useUsernameAvailability(username);

  const signUp = useMutation({
    // The account starts in the language the player is reading now.
    mutationFn: (input: SignUpFormValues) =>
      authApi.signUp({ email: input.email, username: input.username, password: input.password, language: currentLanguage() }),
    onSuccess: (response) => completeSignIn(response, { newUser: true }),
    onError: (error) => {
      const failure: FormFailure<SignUpField> = signUpFailure(error);
      for (const field of FIELDS) {
        const message = failure.fields[field];
        if (message) setError(field, { type: 'server', message: message.key });
      }
    },
  });

  /** Field errors are shown for what the user typed, not for fields still empty. */
  const fieldError = (field: SignUpField): string | undefined => {
    const error = formState.errors[field];
    if (!error || (error.type !== 'server' && values[field] === '')) return undefined;
    return validationText(error.message);
  };

  const usernameTaken = availability === 'taken';
  // The filter's refusal, said before sending with the text the server would answer.
  const usernameRefused = availability === 'refused';
  const canSubmit = formState.isValid && !usernameTaken && !usernameRefused && availability !== 'checking' && !signUp.isPending;
  const formError = signUp.isError ? formatMessage(signUpFailure(signUp.error).form) : null;
  // A disabled button says why (issue 28.8): the first missing or rejected thing, under it.
  const invalid = {
    email: Boolean(formState.errors.email),
    username: Boolean(formState.errors.username),
    password: Boolean(formState.errors.password),
  };
  const blocker = canSubmit || signUp.isPending ? null : signUpBlocker({ values, invalid, terms, availability });
  // The legal pages open beside the form, so what was typed stays.
  const legalLink = (to: string) => (
    <Link to={to} target="_blank" rel="noopener" className="font-semibold text-accent underline underline-offset-2" />
  );

  return (
    <form noValidate onSubmit={handleSubmit((input) => signUp.mutate(input))} className="flex flex-col gap-4" aria-busy={signUp.isPending}>
      <EmailField
        label={t('signUpEmail.email')}
        placeholder={t('signUpEmail.emailPlaceholder')}
        error={fieldError('email')}
        registration={register('email')}
        autoFocus
      />
      <UsernameField
        registration={register('username')}
        error={
          fieldError('username') ??
          (usernameTaken ? validationText('username_exists') : usernameRefused ? validationText('username_inappropriate') : undefined)
        }
        availability={availability}
      />
      <PasswordField
        label={t('signUpEmail.password')}
        hint={t('signUpEmail.passwordHint', { count: LIMITS.passwordMin })}
        error={fieldError('password')}
        registration={register('password')}
        autoComplete="new-password"
      />
      <Checkbox
        id="sign-up-terms"
        label={<Trans t={t} i18nKey="signUpEmail.terms" components={{ terms: legalLink('/terms'), privacy: legalLink('/privacy') }} />}
        error={formState.touchedFields.terms && formState.errors.terms ? validationText(formState.errors.terms.message) : undefined}
        {...register('terms')}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        disabled={!canSubmit}
        loading={signUp.isPending}
        aria-describedby={blocker ? 'sign-up-blocked' : undefined}
      >
        {signUp.isPending ? t('signUpEmail.submitting') : t('signUpEmail.submit')}
      </Button>
      {blocker ? (
        <p id="sign-up-blocked" className="-mt-2 text-center text-xs text-muted" data-testid="sign-up-blocked">
          {t(`signUpEmail.blocked.${blocker}`)}
        </p>
      ) : null}
    </form>
  );
}

import { LIMITS } from '@fanclash/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Input, inputClasses } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { cn } from '../../../lib/cn';
import { createPick } from '../api';
import {
  EMPTY_VALUES,
  createFailure,
  serverFieldErrors,
  validateCreate,
  type CreateErrors,
  type CreateField,
  type CreateValues,
} from '../createForm';
import { useSportLabel } from '../hooks/useSportLabel';
import { debateKeys } from '../queryKeys';
import { CREATE_DEBATE_SPORTS } from '../sports';

/** The create-debate form (spec section 5): counts shown, errors clear as their field is edited. */
export function CreateDebateForm() {
  const { t, i18n } = useTranslation('debates');
  const sportLabel = useSportLabel();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState<CreateValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<CreateErrors>({});
  // Each field's element id (from Field), to move focus to the first field in error.
  const ids = useRef<Partial<Record<CreateField, string>>>({});
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const create = useMutation({
    mutationFn: () => createPick(values),
    onSuccess: async (pick) => {
      await client.invalidateQueries({ queryKey: debateKeys.lists() });
      void navigate(`/forum/debates/${encodeURIComponent(pick.id)}`);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const edit = (field: CreateField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (create.isError) create.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateCreate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] as CreateField;
      const id = ids.current[first];
      if (id) document.getElementById(id)?.focus();
      return;
    }
    create.mutate();
  };

  const count = (field: CreateField, max: number) =>
    t('create.chars', { used: number.format(values[field].trim().length), max: number.format(max) });
  const failure = create.error ? createFailure(create.error) : null;

  const side = (n: 1 | 2) => {
    const name = `option${n}_name` as const;
    const description = `option${n}_description` as const;
    return (
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3 sm:p-4">
        <legend className="px-1 text-sm font-bold text-fg">{t(`create.option${n}`)}</legend>
        <Field
          label={t('create.name')}
          error={errors[name] ? t(`errors.${errors[name]}`) : undefined}
          hint={count(name, LIMITS.debateOptionNameMax)}
        >
          {(control) => (
            <Input
              id={(ids.current[name] = control.id)}
              aria-describedby={control['aria-describedby']}
              value={values[name]}
              onChange={(event) => edit(name, event.target.value)}
              placeholder={t(`create.option${n}NamePlaceholder`)}
              invalid={control.invalid}
              maxLength={LIMITS.debateOptionNameMax + 20}
            />
          )}
        </Field>
        <Field
          label={t('create.description')}
          error={errors[description] ? t(`errors.${errors[description]}`) : undefined}
          labelAside={<Count text={count(description, LIMITS.debateOptionDescriptionMax)} />}
        >
          {(control) => (
            <textarea
              id={(ids.current[description] = control.id)}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control.invalid || undefined}
              value={values[description]}
              onChange={(event) => edit(description, event.target.value)}
              placeholder={t('create.descriptionPlaceholder')}
              rows={4}
              className={cn(inputClasses(control.invalid), 'h-auto resize-y py-2.5 leading-relaxed')}
            />
          )}
        </Field>
      </fieldset>
    );
  };

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('create.title')}</h1>
        <CardDescription>{t('create.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {side(1)}
            {side(2)}
          </div>
          <Field label={t('create.sport')} error={errors.category ? t(`errors.${errors.category}`) : undefined} className="sm:max-w-xs">
            {(control) => (
              <Select
                id={(ids.current.category = control.id)}
                aria-describedby={control['aria-describedby']}
                invalid={control.invalid}
                value={values.category || undefined}
                onValueChange={(value) => edit('category', value)}
                placeholder={t('create.sportPlaceholder')}
                options={CREATE_DEBATE_SPORTS.map((value) => ({ value, label: sportLabel(value) }))}
              />
            )}
          </Field>
          {failure === 'authError' || failure === 'failed' ? <Alert>{t(`create.${failure}`)}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ButtonLink to="/forum" variant="ghost">
              {t('create.cancel')}
            </ButtonLink>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** A field's character count, kept on the label row so an error never hides it. */
function Count({ text }: { text: string }) {
  return <span className="text-xs text-muted tabular-nums">{text}</span>;
}

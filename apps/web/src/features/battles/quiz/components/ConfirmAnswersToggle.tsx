import { useTranslation } from 'react-i18next';

/** The quiz's one setting: whether a tap only picks an answer and Submit sends it (remembered on this device). */
export function ConfirmAnswersToggle({ confirm, onToggle }: { confirm: boolean; onToggle: () => void }) {
  const { t } = useTranslation('battles');
  return (
    <label className="flex cursor-pointer items-center gap-2 text-xs text-muted">
      <input type="checkbox" checked={confirm} onChange={onToggle} className="h-4 w-4 accent-accent" data-testid="confirm-answers" />
      {t('quiz.confirmAnswers')}
    </label>
  );
}

import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';

/** /chats/{own name}: the spec's 'Cannot Chat with Yourself' notice with a way back to friends. */
export function SelfChatNotice({ me }: { me: string }) {
  const { t } = useTranslation('chat');
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" data-testid="chat-self">
      <span aria-hidden className="grid h-16 w-16 place-items-center rounded-2xl border border-warning/40 bg-warning/10 text-warning">
        <UserRoundX className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-black text-fg">{t('self.title')}</h1>
      <p className="text-muted">{t('self.body')}</p>
      <ButtonLink to={`/${encodeURIComponent(me)}/friends`} size="lg">
        {t('self.back')}
      </ButtonLink>
    </section>
  );
}

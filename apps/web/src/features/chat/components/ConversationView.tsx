import { ArrowLeft, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/Button';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { useConversation } from '../hooks/useConversation';
import { useChatErrorText } from '../hooks/useChatErrorText';
import { ChatConnectionBadge } from './ChatConnectionBadge';
import { ChallengeButton } from '../../challenges/components/ChallengeButton';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

interface ConversationViewProps {
  me: string;
  friend: string;
  /** The friend's picture, when the caller has it (the list, the friends page). */
  avatar?: string | undefined;
  /** 'page': /chats/{name} with a back link; 'inline': inside another page with a close button. */
  variant?: 'page' | 'inline';
  onClose?: () => void;
  className?: string;
}

const REFUSALS = ['chat_not_friends', 'user_not_found', 'chat_self', 'forbidden'] as const;
type Refusal = (typeof REFUSALS)[number];
const refusalKey = (code: string): Refusal => ((REFUSALS as readonly string[]).includes(code) ? (code as Refusal) : 'forbidden');

/**
 * One conversation: header (back or close, the friend, the connection badge), the message
 * list and the composer. Used by /chats/{name} and, inline, by the friends page.
 */
export function ConversationView({ me, friend, avatar, variant = 'page', onClose, className }: ConversationViewProps) {
  const { t } = useTranslation('chat');
  const conversation = useConversation(me, friend);
  const errorText = useChatErrorText();
  const friendsPath = `/${encodeURIComponent(me)}/friends`;

  return (
    <section
      aria-label={t('conversation.pageTitle', { username: friend })}
      className={cn('flex min-h-0 flex-col overflow-hidden rounded-2xl border border-line/70 bg-surface/60', className)}
      data-testid="conversation"
    >
      <header className="flex items-center gap-2 border-b border-line/70 px-2 py-2 sm:px-4">
        {variant === 'page' ? (
          <Link
            to={`/${encodeURIComponent(me)}/chats`}
            aria-label={t('conversation.back')}
            className={buttonClasses('ghost', 'icon')}
            data-testid="chat-back"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Link>
        ) : null}
        <Link
          to={`/view-profile/${encodeURIComponent(friend)}`}
          aria-label={t('conversation.viewProfile', { username: friend })}
          className="flex min-w-0 flex-1 items-center gap-2.5 rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Avatar username={friend} avatar={avatar} size="lg" />
          <h1 className="truncate text-base font-bold text-fg sm:text-lg">{friend}</h1>
        </Link>
        {friend.toLowerCase() !== me.toLowerCase() ? <ChallengeButton username={friend} compact /> : null}
        <ChatConnectionBadge status={conversation.connection} />
        {variant === 'inline' && onClose ? (
          <Button variant="ghost" size="icon" aria-label={t('conversation.close')} onClick={onClose}>
            <X className="h-5 w-5" aria-hidden />
          </Button>
        ) : null}
      </header>

      {conversation.status === 'loading' ? (
        <LoadingBlock label={t('conversation.loading')} className="flex-1" />
      ) : conversation.status === 'error' ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-danger">{t('conversation.loadFailed')}</p>
          <Button variant="secondary" onClick={conversation.reload}>
            {t('conversation.retry')}
          </Button>
        </div>
      ) : (
        <>
          <MessageList me={me} friend={friend} conversation={conversation} />
          {conversation.refused ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 border-t border-line/70 p-4 text-center text-sm"
              data-testid="chat-refused"
            >
              <p className="text-warning">{t(`conversation.refused.${refusalKey(conversation.refused)}`, { username: friend })}</p>
              <ButtonLink to={friendsPath} variant="secondary" size="sm">
                {t('conversation.toFriends')}
              </ButtonLink>
            </div>
          ) : (
            <>
              {conversation.notice ? (
                <p role="status" className="border-t border-line/70 px-4 py-1.5 text-xs text-warning">
                  {errorText(conversation.notice)}
                </p>
              ) : null}
              <Composer friend={friend} connection={conversation.connection} onSend={conversation.send} />
            </>
          )}
        </>
      )}
    </section>
  );
}

import { MessageCircle, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useChatPreviews } from '../hooks/useChatPreviews';
import { ChatListRow } from './ChatListRow';

/** /{username}/chats: conversations with friends, newest message first, filtered by name. */
export function ChatListView({ me }: { me: string }) {
  const { t } = useTranslation('chat');
  const previews = useChatPreviews(me);
  const [query, setQuery] = useState('');
  const entries = previews.data ?? [];
  const needle = query.trim().toLowerCase();
  const shown = needle ? entries.filter((e) => e.username.toLowerCase().includes(needle)) : entries;
  const now = new Date();
  const friendsPath = `/${encodeURIComponent(me)}/friends`;

  return (
    <section aria-labelledby="chats-title" className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="chats-title" className="flex items-center gap-2 text-2xl font-black tracking-tight text-fg sm:text-3xl">
            <MessageCircle className="h-7 w-7 text-accent" aria-hidden />
            {t('list.title')}
          </h1>
          <p className="text-sm text-muted">{previews.data ? t('list.count', { count: entries.length }) : t('list.subtitle')}</p>
        </div>
      </header>

      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('list.filterPlaceholder')}
          aria-label={t('list.filterLabel')}
          className="pl-10"
          data-testid="chat-filter"
        />
      </div>

      {previews.isPending ? (
        <LoadingBlock label={t('list.loading')} />
      ) : previews.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-danger">{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void previews.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line py-12 text-center"
          data-testid="chats-empty"
        >
          <Users className="h-10 w-10 text-muted" aria-hidden />
          <p className="font-bold text-fg">{t('list.empty')}</p>
          <p className="text-sm text-muted">{t('list.emptyHint')}</p>
          <ButtonLink to={friendsPath}>{t('list.findFriends')}</ButtonLink>
        </div>
      ) : shown.length === 0 ? (
        <p className="py-10 text-center text-muted">{t('list.noMatch', { query: query.trim() })}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="chat-list">
          {shown.map((entry) => (
            <ChatListRow key={entry.username} me={me} entry={entry} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

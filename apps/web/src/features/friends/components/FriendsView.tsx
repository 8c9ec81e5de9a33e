import { MessageCircle, Search, UserMinus, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader } from '../../../components/ui/Card';
import { Input } from '../../../components/ui/Input';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useSession } from '../../auth/hooks/useSession';
import { FriendUnreadBadge, InlineChat } from '../../chat/components/InlineChat';
import { useFriendActions } from '../hooks/useFriendActions';
import { useFriendsList, usePlayerSearch } from '../hooks/useFriendQueries';
import { ConfirmDialog } from './ConfirmDialog';
import { PlayerRow } from './PlayerRow';
import { ChallengeButton } from '../../challenges/components/ChallengeButton';
import { TeamUpButton } from '../../teams/components/TeamUpButton';
import { RelationButton } from './RelationButton';

const SEARCH_DEBOUNCE_MS = 250;

/** The friends page (spec section 2): the list, or search results while a query is typed. */
export function FriendsView() {
  const { t } = useTranslation('friends');
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  // Spec section 5: an empty query clears the results at once, without waiting for the debounce.
  const searching = query.trim() !== '' && debounced !== '';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div role="search" className="relative">
        <label htmlFor="friend-search" className="sr-only">
          {t('page.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
        <Input
          id="friend-search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('page.searchPlaceholder')}
          className="pr-10 pl-9"
          maxLength={30}
        />
        {query ? (
          <button
            type="button"
            onClick={() => setQuery('')}
            aria-label={t('page.clearSearch')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {searching ? <SearchResults query={debounced} /> : <FriendList />}
    </div>
  );
}

function FriendList() {
  const { t } = useTranslation('friends');
  const friends = useFriendsList();
  const { act, pendingFor } = useFriendActions();
  const [removing, setRemoving] = useState<string | null>(null);
  const [chatWith, setChatWith] = useState<string | null>(null);
  const { username: me } = useSession();
  const count = friends.data?.length ?? 0;
  // Online friends first, then by name (the server sends A-Z).
  const sorted = [...(friends.data ?? [])].sort((a, b) => Number(b.status === 'online') - Number(a.status === 'online'));

  const chatFriend = friends.data?.find((f) => f.username === chatWith);
  return (
    <>
      <Card data-testid="friends-page-list">
        <CardHeader className="flex-row items-center gap-2">
          <h1 className="text-xl font-bold tracking-tight text-fg">{t('page.title')}</h1>
          {friends.data ? <Badge tone="accent">{t('page.count', { count })}</Badge> : null}
        </CardHeader>
        <CardContent>
          {friends.isPending ? (
            <LoadingBlock label={t('page.loading')} />
          ) : friends.isError ? (
            <div className="flex flex-col items-start gap-3">
              <Alert>{t('page.loadFailed')}</Alert>
              <Button variant="secondary" onClick={() => void friends.refetch()}>
                {t('page.retry')}
              </Button>
            </div>
          ) : count === 0 ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent/10 text-accent">
                <Users className="h-6 w-6" aria-hidden />
              </span>
              <p className="font-semibold text-fg">{t('page.empty')}</p>
              <p className="max-w-xs text-sm text-muted">{t('page.emptyHint')}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {sorted.map((friend) => (
                <PlayerRow
                  key={friend.username}
                  testId="friend-row"
                  username={friend.username}
                  avatar={friend.avatar}
                  ranking={friend.ranking ?? 0}
                  status={friend.status}
                  actions={
                    <>
                      {/* The chat opens inline, under the list (spec section 2). */}
                      <Button
                        variant={chatWith === friend.username ? 'primary' : 'secondary'}
                        size="sm"
                        aria-label={t('row.chatWith', { username: friend.username })}
                        aria-expanded={chatWith === friend.username}
                        onClick={() => setChatWith((current) => (current === friend.username ? null : friend.username))}
                      >
                        <MessageCircle className="h-4 w-4" aria-hidden />
                        <span className="hidden sm:inline">{t('row.chat')}</span>
                        {me ? <FriendUnreadBadge me={me} friend={friend.username} /> : null}
                      </Button>
                      <ChallengeButton username={friend.username} compact />
                      <TeamUpButton username={friend.username} />
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={pendingFor(friend.username) === 'remove_friend'}
                        aria-label={t('row.removeFriend', { username: friend.username })}
                        onClick={() => setRemoving(friend.username)}
                      >
                        <UserMinus className="h-4 w-4" aria-hidden />
                        <span className="hidden sm:inline">{t('row.remove')}</span>
                      </Button>
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </CardContent>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={t('remove.title')}
          description={t('remove.confirm', { username: removing ?? '' })}
          keepLabel={t('remove.keep')}
          confirmLabel={t('remove.yes')}
          onConfirm={() => {
            if (removing) act('remove_friend', removing);
          }}
        />
      </Card>
      {me && chatFriend ? (
        <InlineChat me={me} friend={chatFriend.username} avatar={chatFriend.avatar} onClose={() => setChatWith(null)} />
      ) : null}
    </>
  );
}

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation('friends');
  const results = usePlayerSearch(query);
  const { act, pendingFor } = useFriendActions();
  const rows = results.data ?? [];
  return (
    <Card data-testid="friend-search-results">
      <CardHeader className="flex-row items-center gap-2">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('page.searchTitle')}</h1>
        {results.data ? <Badge>{t('page.results', { count: rows.length })}</Badge> : null}
      </CardHeader>
      <CardContent aria-busy={results.isFetching}>
        {results.isPending ? (
          <LoadingBlock label={t('page.searching')} />
        ) : results.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert>{t('page.searchFailed')}</Alert>
            <Button variant="secondary" onClick={() => void results.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('page.noResults', { query })}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {rows.map((row) => (
              <PlayerRow
                key={row.username}
                testId="search-row"
                username={row.username}
                avatar={row.avatar}
                ranking={row.ranking ?? 0}
                actions={
                  <RelationButton
                    username={row.username}
                    relation={row.relation}
                    busy={pendingFor(row.username) !== null}
                    onAct={(type) => act(type, row.username)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import type { FriendRequestView, InvitationView } from '@fanclash/protocol';
import { Bell, Check, Swords, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { SportIcon } from '../../../components/SportIcon';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { iconSport } from '../../battle-history/labels';
import { HiddenByInApp } from '../../notifications/components/HiddenByInApp';
import { useInAppSwitch } from '../../notifications/hooks/useInAppSwitch';
import { useFriendActions } from '../hooks/useFriendActions';
import { useNotifications } from '../hooks/useFriendQueries';
import { useInvitationAnswers, type Answer } from '../hooks/useInvitationAnswers';

type RequestOutcome = 'accepted' | 'rejected';

/**
 * The notifications page (spec section 2): friend requests and battle invitations, each with a
 * count badge. Answered items stay on screen with their outcome badge (and undo for requests)
 * until the page is left, though the server list no longer holds them. The forum's
 * notifications are listed below by the notifications feature. A kind turned off in the app
 * (notification settings) is not listed: one line says how many wait and shows them on request.
 */
export function NotificationsView({ hasOtherNotifications = false }: { hasOtherNotifications?: boolean } = {}) {
  const { t } = useTranslation('friends');
  const notifications = useNotifications();
  const { act, pendingFor } = useFriendActions();
  const { answers, answer } = useInvitationAnswers();
  const [requestOutcomes, setRequestOutcomes] = useState<ReadonlyMap<string, { view: FriendRequestView; outcome: RequestOutcome }>>(
    new Map(),
  );
  // Invitations answered here stay listed with their badge after the server drops them.
  const [answered, setAnswered] = useState<ReadonlyMap<string, InvitationView>>(new Map());
  const inApp = useInAppSwitch();
  const [showHidden, setShowHidden] = useState(false);

  if (notifications.isPending) return <LoadingBlock label={t('notifications.loading')} />;
  if (notifications.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-3 py-10">
        <Alert>{t('notifications.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void notifications.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }

  const pendingNames = new Set(notifications.data.friend_requests.map((r) => r.username.toLowerCase()));
  const requests = [
    ...notifications.data.friend_requests.map((view) => ({
      view,
      outcome: requestOutcomes.get(view.username.toLowerCase())?.outcome ?? null,
    })),
    ...[...requestOutcomes.values()].filter((r) => !pendingNames.has(r.view.username.toLowerCase())),
  ];
  const liveIds = new Set(notifications.data.invitations.map((i) => i.battle_id));
  const invitations = [
    ...notifications.data.invitations,
    ...[...answered.values()].filter((i) => !liveIds.has(i.battle_id) && answers.has(i.battle_id)),
  ];
  const pendingRequests = notifications.data.friend_requests.length;
  const pendingInvitations = notifications.data.invitations.length;
  const showRequests = showHidden || inApp.on('friend_request');
  const showInvitations = showHidden || inApp.on('battle_invitation');
  const hiddenCount = (showRequests ? 0 : pendingRequests) + (showInvitations ? 0 : pendingInvitations);
  const hidden =
    hiddenCount > 0 ? <HiddenByInApp count={hiddenCount} onShow={() => setShowHidden(true)} testId="notifications-hidden" /> : null;

  const answerRequest = (view: FriendRequestView, accept: boolean) => {
    if (!act(accept ? 'accept_friend_request' : 'reject_friend_request', view.username)) return;
    setRequestOutcomes((current) => new Map(current).set(view.username.toLowerCase(), { view, outcome: accept ? 'accepted' : 'rejected' }));
  };
  const undo = (view: FriendRequestView, outcome: RequestOutcome) => {
    // Accepted: they are friends, so undo removes them. Declined: the request is gone, so undo asks them back.
    if (!act(outcome === 'accepted' ? 'remove_friend' : 'send_friend_request', view.username)) return;
    setRequestOutcomes((current) => {
      const next = new Map(current);
      next.delete(view.username.toLowerCase());
      return next;
    });
  };

  const listedRequests = showRequests ? requests : [];
  const listedInvitations = showInvitations ? invitations : [];
  if (listedRequests.length === 0 && listedInvitations.length === 0) {
    // Waiting items not shown by the settings, or other notifications (the forum's): 'all clear' would contradict them.
    if (hidden) return hidden;
    if (hasOtherNotifications) return null;
    return (
      <Card className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-5 py-12 text-center" data-testid="notifications-clear">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-success/10 text-success">
          <Bell className="h-7 w-7" aria-hidden />
        </span>
        <h2 className="text-xl font-black text-fg">{t('notifications.allClear')}</h2>
        <p className="text-muted">{t('notifications.allClearHint')}</p>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {hidden}
      {listedRequests.length > 0 ? (
        <Section title={t('notifications.requestsTitle')} count={pendingRequests} testId="friend-requests">
          {listedRequests.map(({ view, outcome }) => {
            const busy = pendingFor(view.username) !== null;
            return (
              <Item key={view.username} testId="friend-request" name={view.username}>
                <Avatar username={view.username} avatar={view.avatar} size="lg" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <Link
                    to={`/view-profile/${encodeURIComponent(view.username)}`}
                    title={view.username}
                    className="truncate font-bold text-fg after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                  >
                    {view.username}
                  </Link>
                  <span className="text-xs text-muted">{t('notifications.wantsToBeFriends')}</span>
                </div>
                <Actions>
                  {outcome && !busy ? (
                    <>
                      <Badge tone={outcome === 'accepted' ? 'success' : 'danger'} data-testid="request-outcome">
                        {t(outcome === 'accepted' ? 'notifications.accepted' : 'notifications.rejected')}
                      </Badge>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={outcome === 'rejected' ? t('notifications.undoNamed', { username: view.username }) : undefined}
                        onClick={() => undo(view, outcome)}
                      >
                        <Undo2 className="h-4 w-4" aria-hidden />
                        {t('notifications.undo')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        loading={busy && outcome === 'accepted'}
                        disabled={busy}
                        aria-label={t('notifications.acceptNamed', { username: view.username })}
                        onClick={() => answerRequest(view, true)}
                      >
                        {busy ? null : <Check className="h-4 w-4" aria-hidden />}
                        <span className="hidden sm:inline">{t('relation.accept')}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy && outcome === 'rejected'}
                        disabled={busy}
                        aria-label={t('notifications.rejectNamed', { username: view.username })}
                        onClick={() => answerRequest(view, false)}
                      >
                        {busy ? null : <X className="h-4 w-4" aria-hidden />}
                        <span className="hidden sm:inline">{t('relation.reject')}</span>
                      </Button>
                    </>
                  )}
                </Actions>
              </Item>
            );
          })}
        </Section>
      ) : null}
      {listedInvitations.length > 0 ? (
        <Section title={t('notifications.invitationsTitle')} count={pendingInvitations} testId="battle-invitations">
          {listedInvitations.map((invitation) => (
            <InvitationItem
              key={invitation.battle_id}
              invitation={invitation}
              state={answers.get(invitation.battle_id) ?? (liveIds.has(invitation.battle_id) ? null : 'gone')}
              onAnswer={(accept) => {
                setAnswered((current) => new Map(current).set(invitation.battle_id, invitation));
                answer(invitation, accept);
              }}
            />
          ))}
        </Section>
      ) : null}
    </div>
  );
}

function InvitationItem({
  invitation,
  state,
  onAnswer,
}: {
  invitation: InvitationView;
  state: Answer | 'gone' | null;
  onAnswer: (accept: boolean) => void;
}) {
  const { t } = useTranslation('friends');
  const { sportName, levelName } = useBattleLabels();
  const busy = state === 'accepting' || state === 'rejecting';
  return (
    <Item testId="battle-invitation" name={invitation.from}>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
        <SportIcon sport={iconSport(invitation.sport)} className="h-5 w-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold [overflow-wrap:anywhere] text-fg">
          {sportName(invitation.sport)} · {levelName(invitation.level)}
        </span>
        <span className="flex items-center gap-1 text-xs text-muted">
          <Swords className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {t('notifications.invitedBy', { username: invitation.from })}
        </span>
        {/* The battle's length, said as such: beside a clock icon it read as the time it was sent. */}
        <span className="text-xs text-muted" data-testid="invitation-length">
          {t('notifications.duration', { count: invitation.duration })}
        </span>
      </div>
      <Actions>
        {state === 'accepted' || state === 'rejected' ? (
          <Badge tone={state === 'accepted' ? 'success' : 'danger'} data-testid="invitation-outcome">
            {t(state === 'accepted' ? 'notifications.accepted' : 'notifications.rejected')}
          </Badge>
        ) : state === 'gone' ? (
          <Badge>{t('notifications.invitationGone')}</Badge>
        ) : (
          <>
            <Button
              size="sm"
              loading={state === 'accepting'}
              disabled={busy}
              aria-label={t('notifications.acceptInvitation', { username: invitation.from })}
              onClick={() => onAnswer(true)}
            >
              {state === 'accepting' ? null : <Check className="h-4 w-4" aria-hidden />}
              <span className="hidden sm:inline">{t('relation.accept')}</span>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={state === 'rejecting'}
              disabled={busy}
              aria-label={t('notifications.rejectInvitation', { username: invitation.from })}
              onClick={() => onAnswer(false)}
            >
              {state === 'rejecting' ? null : <X className="h-4 w-4" aria-hidden />}
              <span className="hidden sm:inline">{t('relation.reject')}</span>
            </Button>
          </>
        )}
      </Actions>
    </Item>
  );
}

function Section({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-2">
        <CardTitle>{title}</CardTitle>
        <Badge tone={count > 0 ? 'danger' : 'neutral'} data-testid="section-count">
          {count}
        </Badge>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">{children}</ul>
      </CardContent>
    </Card>
  );
}

function Item({ testId, name, children }: { testId: string; name: string; children: ReactNode }) {
  return (
    <li
      data-testid={testId}
      data-username={name}
      className="relative flex items-center gap-3 rounded-xl border border-line/70 bg-canvas/40 p-3 focus-within:border-accent/60"
    >
      {children}
    </li>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="relative z-10 flex shrink-0 flex-wrap items-center justify-end gap-2">{children}</div>;
}

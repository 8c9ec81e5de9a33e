import type { ChallengeItem } from '@fanclash/protocol';
import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { SportIcon } from '../../../components/SportIcon';
import { Alert } from '../../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useUserSocket } from '../../../live/useUserSocket';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { iconSport } from '../../battle-history/labels';
import { useNow } from '../../battles/hooks/useNow';
import { challengeRunPath } from '../api';
import { useChallenges } from '../hooks/useChallenges';
import { ChallengeButton } from './ChallengeButton';
import { WithdrawChallengeButton } from './WithdrawChallengeButton';

const TONES: Record<ChallengeItem['status'], BadgeTone> = {
  your_turn: 'accent',
  waiting: 'info',
  finished: 'success',
  expired: 'neutral',
  declined: 'danger',
  withdrawn: 'neutral',
};

/**
 * The challenges list (issue 31): for me, sent, finished; "your turn" first. Scores show only
 * once both have played.
 */
export function ChallengesPanel() {
  const { t } = useTranslation('challenges');
  const challenges = useChallenges();
  const sections: Array<{ key: 'incoming' | 'outgoing' | 'finished'; items: readonly ChallengeItem[] }> = challenges.data
    ? [
        { key: 'incoming', items: challenges.data.incoming },
        { key: 'outgoing', items: challenges.data.outgoing },
        { key: 'finished', items: challenges.data.finished },
      ]
    : [];
  const empty = sections.every((s) => s.items.length === 0);
  return (
    <Card data-testid="challenges">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Swords className="h-5 w-5 text-accent" aria-hidden />
          {t('list.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {challenges.isPending ? <LoadingBlock label={t('list.loading')} /> : null}
        {challenges.isError ? (
          <div className="flex flex-col gap-3">
            <Alert>{t('list.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => void challenges.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        ) : null}
        {challenges.data && empty ? <p className="text-sm text-muted">{t('list.empty')}</p> : null}
        {sections
          .filter((s) => s.items.length > 0)
          .map((section) => (
            <section key={section.key} aria-labelledby={`challenges-${section.key}`} className="flex flex-col gap-2">
              <h3 id={`challenges-${section.key}`} className="text-xs font-bold uppercase tracking-wide text-muted">
                {t(`list.${section.key}`)}
              </h3>
              <ul className="flex flex-col gap-2">
                {section.items.map((item) => (
                  <ChallengeRow key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
      </CardContent>
    </Card>
  );
}

export function ChallengeRow({ item }: { item: ChallengeItem }) {
  const { t } = useTranslation('challenges');
  const { sportName, levelName } = useBattleLabels();
  const navigate = useNavigate();
  const { send } = useUserSocket();
  const now = useNow(60_000);
  const hours = Math.floor((Date.parse(item.expires_at) - now) / 3_600_000);
  const open = item.status === 'your_turn' || item.status === 'waiting';
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-raised/40 p-3"
      data-testid="challenge-row"
      data-status={item.status}
    >
      <Avatar username={item.friend} avatar={item.friend_avatar} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-bold text-fg">{item.friend}</span>
        <span className="flex items-center gap-1 text-xs text-muted">
          <SportIcon sport={iconSport(item.sport)} className="h-3.5 w-3.5" />
          {sportName(item.sport)} · {levelName(item.level)}
          {open ? ` · ${hours >= 1 ? t('list.expires', { count: hours }) : t('list.expiresSoon')}` : ''}
        </span>
      </div>
      <Badge tone={TONES[item.status]} data-testid="challenge-status">
        {item.status === 'waiting' ? t('status.waiting', { username: item.friend }) : t(`status.${item.status}`)}
      </Badge>
      {item.status === 'finished' && item.result ? (
        <span className="text-sm font-bold text-fg" data-testid="challenge-score">
          {t(`result.${item.result}`)} {t('list.score', { mine: item.my_score ?? 0, theirs: item.friend_score ?? 0 })}
        </span>
      ) : null}
      <div className="flex gap-2">
        {item.status === 'your_turn' ? (
          <Button
            size="sm"
            onClick={() => void navigate(challengeRunPath(item.id))}
            aria-label={t('list.playNamed', { username: item.friend })}
          >
            {t('list.play')}
          </Button>
        ) : null}
        {item.status === 'your_turn' && !item.mine ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => send({ type: 'decline_challenge', challenge_id: item.id })}
            aria-label={t('list.declineNamed', { username: item.friend })}
          >
            {t('list.decline')}
          </Button>
        ) : null}
        {open && item.mine ? <WithdrawChallengeButton id={item.id} friend={item.friend} /> : null}
        {!open ? <ChallengeButton username={item.friend} sport={item.sport} level={item.level} again variant="ghost" /> : null}
      </div>
    </li>
  );
}

import type { FriendRelation } from '@fanclash/protocol';
import { Check, Clock, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { FriendActionType } from '../hooks/useFriendActions';

interface RelationButtonProps {
  username: string;
  relation: FriendRelation;
  busy: boolean;
  onAct: (type: FriendActionType) => void;
  size?: 'sm' | 'md';
}

/**
 * The one friend-action button (spec section 4, friend relations): add; cancel request once
 * sent; accept (and decline) a request received; 'Friends', disabled, once friends.
 */
export function RelationButton({ username, relation, busy, onAct, size = 'sm' }: RelationButtonProps) {
  const { t } = useTranslation('friends');
  switch (relation) {
    case 'none':
      return (
        <Button size={size} loading={busy} aria-label={t('relation.addNamed', { username })} onClick={() => onAct('send_friend_request')}>
          {busy ? null : <UserPlus className="h-4 w-4" aria-hidden />}
          {t('relation.add')}
        </Button>
      );
    case 'request_sent':
      return (
        <Button size={size} variant="secondary" loading={busy} onClick={() => onAct('cancel_friend_request')}>
          {busy ? null : <Clock className="h-4 w-4" aria-hidden />}
          {t('relation.cancel')}
        </Button>
      );
    case 'request_received':
      return (
        <span className="flex flex-wrap gap-2">
          <Button size={size} loading={busy} onClick={() => onAct('accept_friend_request')}>
            {busy ? null : <Check className="h-4 w-4" aria-hidden />}
            {t('relation.accept')}
          </Button>
          <Button size={size} variant="ghost" disabled={busy} onClick={() => onAct('reject_friend_request')}>
            <UserX className="h-4 w-4" aria-hidden />
            {t('relation.reject')}
          </Button>
        </span>
      );
    case 'friends':
      return (
        <Button size={size} variant="secondary" disabled>
          <UserCheck className="h-4 w-4" aria-hidden />
          {t('relation.friends')}
        </Button>
      );
    case 'blocked':
      return (
        <Button
          size={size}
          variant="outline"
          loading={busy}
          aria-label={t('relation.unblockNamed', { username })}
          onClick={() => onAct('unblock_user')}
        >
          {t('relation.unblock')}
        </Button>
      );
    default:
      return null;
  }
}

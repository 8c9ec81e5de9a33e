import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useSession } from '../../auth/hooks/useSession';
import { useFriendActions } from '../hooks/useFriendActions';
import { relationFromRecord } from '../relation';
import { ChallengeButton } from '../../challenges/components/ChallengeButton';
import { ConfirmDialog } from './ConfirmDialog';
import { RelationButton } from './RelationButton';

/**
 * The profile view's friend action (spec section 2): add, cancel request, accept, or 'Friends'
 * (disabled); plus block, which asks first. The relation comes from the own record, which
 * every friend event replaces, so the button follows changes made in other tabs too.
 */
export function ProfileFriendAction({ username }: { username: string }) {
  const { t } = useTranslation('friends');
  const { user } = useSession();
  const { act, pendingFor } = useFriendActions();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const relation = relationFromRecord(user, username);
  const busy = pendingFor(username) !== null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="profile-friend-action" data-relation={relation}>
      <RelationButton username={username} relation={relation} busy={busy} onAct={(type) => act(type, username)} size="md" />
      {relation === 'friends' ? <ChallengeButton username={username} size="md" /> : null}
      {relation === 'blocked' ? null : (
        <Button variant="ghost" disabled={busy} aria-label={t('relation.blockNamed', { username })} onClick={() => setConfirmBlock(true)}>
          <Ban className="h-4 w-4" aria-hidden />
          {t('relation.block')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={t('block.title', { username })}
        description={t('block.confirm')}
        keepLabel={t('block.keep')}
        confirmLabel={t('block.yes')}
        onConfirm={() => act('block_user', username)}
      />
    </div>
  );
}

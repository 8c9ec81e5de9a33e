import { LIMITS, type DebateComment, type DebateReply } from '@fanclash/protocol';
import { ChevronDown, ChevronUp, CornerDownRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useAddComment, useReplies, useToggleLike } from '../hooks/useComments';
import { useDebateErrorText } from '../hooks/useDebateErrorText';
import { moreReplies } from '../thread';
import { CommentBody } from './CommentBody';
import { LikeButton } from './LikeButton';
import { TextBox } from './TextBox';

const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * A top-level comment and its replies. Collapsed, a thread shows its first reply only; with
 * more than one, 'Show n more replies' loads them all and 'Hide replies' folds them again.
 */
export function CommentThread({ pickId, comment }: { pickId: string; comment: DebateComment }) {
  const { t } = useTranslation('debates');
  const errorText = useDebateErrorText();
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState(false);
  const [likeError, setLikeError] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const like = useToggleLike(pickId);
  const add = useAddComment(pickId);
  const replies = useReplies(comment.id, expanded);

  const toggleLike = (item: DebateReply, isReply: boolean) => {
    setLikeError(null);
    like.mutate(item, {
      onError: (error) => setLikeError(t(isReply ? 'comments.likeReplyFailed' : 'comments.likeFailed', { reason: errorText(error) })),
    });
  };

  const sendReply = async (content: string) => {
    setReplyError(null);
    try {
      await add.mutateAsync({ content, parentId: comment.id });
      setReplying(false);
      // The new reply is the thread's last: open the thread so the author sees it landed.
      if (comment.replies_count > 0) setExpanded(true);
      return true;
    } catch {
      setReplyError(t('comments.replyFailed'));
      return false;
    }
  };

  const openReply = () => {
    setReplying(true);
    // The box appears on this render; focus it on the next frame.
    requestAnimationFrame(() => replyBox.current?.focus());
  };

  const shown: DebateReply[] = expanded && replies.data ? replies.data.replies : comment.first_reply ? [comment.first_reply] : [];
  const hidden = moreReplies(comment);

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/60 p-4" data-testid="comment">
      <CommentBody
        item={comment}
        actions={
          <>
            <LikeButton
              liked={comment.user_liked}
              count={comment.likes_count}
              author={comment.author_name}
              onToggle={() => toggleLike(comment, false)}
            />
            <button type="button" className={actionClass} onClick={openReply} aria-expanded={replying}>
              <CornerDownRight className="h-4 w-4" aria-hidden />
              {t('comments.reply')}
            </button>
          </>
        }
      />
      {likeError ? (
        <p role="alert" className="text-sm text-danger">
          {likeError}
        </p>
      ) : null}
      {shown.length > 0 || hidden > 0 ? (
        <div className="ml-4 flex flex-col gap-3 border-l border-line pl-4 sm:ml-12">
          {shown.map((reply) => (
            <div key={reply.id} data-testid="reply">
              <CommentBody
                item={reply}
                actions={
                  <LikeButton
                    liked={reply.user_liked}
                    count={reply.likes_count}
                    author={reply.author_name}
                    onToggle={() => toggleLike(reply, true)}
                  />
                }
              />
            </div>
          ))}
          {hidden > 0 ? (
            <button
              type="button"
              className={`${actionClass} self-start`}
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
              {expanded ? t('comments.hideReplies') : t('comments.showReplies', { count: hidden })}
              {expanded && replies.isFetching ? <Spinner size="sm" /> : null}
            </button>
          ) : null}
          {expanded && replies.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('comments.repliesLoadFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {replying ? (
        <div className="sm:ml-12">
          <TextBox
            label={t('comments.replyTo', { author: comment.author_name })}
            placeholder={t('comments.replyPlaceholder')}
            submitLabel={t('comments.replySubmit')}
            max={LIMITS.replyMax}
            pending={add.isPending}
            onSubmit={sendReply}
            onCancel={() => setReplying(false)}
            cancelLabel={t('comments.cancel')}
            error={replyError}
            rows={2}
            textareaRef={replyBox}
            testId="reply-form"
          />
        </div>
      ) : null}
    </article>
  );
}

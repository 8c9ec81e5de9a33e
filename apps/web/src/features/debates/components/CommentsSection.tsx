import { COMMENT_SORTS, LIMITS, type CommentSort } from '@fanclash/protocol';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { Spinner } from '../../../components/ui/Spinner';
import { useAddComment, useComments } from '../hooks/useComments';
import { useDebateErrorText } from '../hooks/useDebateErrorText';
import { CommentThread } from './CommentThread';
import { TextBox } from './TextBox';

/** A debate's comments: the comment box, the order (most recent, most liked, oldest) and the threads. */
export function CommentsSection({ pickId }: { pickId: string }) {
  const { t } = useTranslation('debates');
  const errorText = useDebateErrorText();
  const [sort, setSort] = useState<CommentSort>('recent');
  const comments = useComments(pickId, sort);
  const add = useAddComment(pickId);
  const [addError, setAddError] = useState<string | null>(null);
  const total = comments.data?.total ?? 0;

  const send = async (content: string) => {
    setAddError(null);
    try {
      await add.mutateAsync({ content });
      return true;
    } catch (error) {
      setAddError(t('comments.addFailed', { reason: errorText(error) }));
      return false;
    }
  };

  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="comments-title" className="text-xl font-bold text-fg">
          {t('comments.title')}
          {comments.data ? <span className="ml-2 text-base font-medium text-muted">{t('comments.count', { count: total })}</span> : null}
        </h2>
        <Select
          aria-label={t('comments.sort')}
          value={sort}
          onValueChange={(value) => setSort(value as CommentSort)}
          options={COMMENT_SORTS.map((value) => ({ value, label: t(`comments.sorts.${value}`) }))}
          className="w-full sm:w-52"
        />
      </div>
      <TextBox
        label={t('comments.label')}
        hideLabel
        placeholder={t('comments.placeholder')}
        submitLabel={t('comments.submit')}
        max={LIMITS.commentMax}
        pending={add.isPending}
        onSubmit={send}
        error={addError}
        testId="comment-form"
      />
      {comments.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-muted">
          <Spinner className="text-accent" />
          {t('comments.loading')}
        </div>
      ) : comments.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-danger">
          <p>{t('comments.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {t('list.retry')}
          </Button>
        </div>
      ) : comments.data.comments.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('comments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.data.comments.map((comment) => (
            <li key={comment.id}>
              <CommentThread pickId={pickId} comment={comment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { currentLanguage } from '../../i18n';

interface ShareResultButtonProps {
  battleId: string;
  first: { username: string; score: number };
  second: { username: string; score: number };
}

type Outcome = 'idle' | 'shared' | 'copied' | 'manual';

/**
 * 'Share' on the result page: the result's public address (/results/{id}?lang=, whose Open Graph
 * tags make a pasted link preview as the result card) through the device's share sheet where
 * there is one (Web Share API), else copied to the clipboard, else shown to copy by hand.
 */
export function ShareResultButton({ battleId, first, second }: ShareResultButtonProps) {
  const { t } = useTranslation('share');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // The link carries the sharer's interface language: the page, its preview and the card read
  // in it, whatever the browser that opens it is set to (issue 28.6).
  const url = `${window.location.origin}/results/${encodeURIComponent(battleId)}?lang=${currentLanguage()}`;

  const share = async () => {
    const text = t('text', { first: first.username, firstScore: first.score, second: second.username, secondScore: second.score });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('title'), text, url });
        setOutcome('shared');
        return;
      } catch (error) {
        // The player closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <Button size="lg" variant="secondary" onClick={() => void share()} data-testid="share-result">
        <Share2 className="h-5 w-5" aria-hidden />
        {t('share')}
      </Button>
      <div role="status" className="flex w-full flex-col items-center gap-2 text-center text-sm text-muted">
        {outcome === 'copied' ? <p>{t('copied')}</p> : null}
        {outcome === 'manual' ? (
          <>
            <p>{t('copyThis')}</p>
            <input
              readOnly
              value={url}
              aria-label={t('linkLabel')}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full max-w-md rounded-xl border border-line bg-raised px-3 py-2 text-fg"
            />
          </>
        ) : null}
        {outcome !== 'idle' ? (
          <a href={url} target="_blank" rel="noopener" className="font-semibold text-accent underline-offset-4 hover:underline">
            {t('openCard')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

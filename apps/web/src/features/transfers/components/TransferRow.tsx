import { ArrowRight, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transfer } from '@fanclash/protocol';
import { Badge } from '../../../components/ui/Badge';
import { formatFee, type FeeWords } from '../fee';

/** One move: player, from → to, fee (in the reader's language, the source's text on hover), date, type and status. */
export function TransferRow({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation('transfers');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${transfer.transfer_date}T00:00:00Z`),
  );
  const label = transfer.fee === 'Undisclosed' || transfer.fee === 'Free' ? transfer.fee : null;
  // t's typed overloads take one key at a time; each of FeeWords' keys is a text of this namespace with these values.
  const words: FeeWords = (key, values) => t(key as 'fee.withAddOns', values as { fee: string; addOns: string });
  const fee = label ? t(`fee.${label}`) : formatFee(transfer.fee, i18n.resolvedLanguage, words);
  // The text as the source reported it stays one hover away when it reads differently here.
  const reported = !label && fee !== transfer.fee ? t('fee.asReported', { text: transfer.fee }) : undefined;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface/80 p-4" data-testid="transfer-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-base font-bold break-words text-fg">{transfer.player_name}</p>
        <time dateTime={transfer.transfer_date} className="text-xs text-muted">
          {date}
        </time>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg/90">
        <span className="sr-only">{t('from', { team: transfer.from_team })}</span>
        <span aria-hidden className="break-words">
          {transfer.from_team}
        </span>
        <ArrowRight className="h-4 w-4 shrink-0 text-accent" aria-hidden />
        <span className="sr-only">{t('to', { team: transfer.to_team })}</span>
        <span aria-hidden className="font-semibold break-words">
          {transfer.to_team}
        </span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="rounded-md bg-accent/10 px-2 py-0.5 text-sm font-bold text-accent" data-testid="transfer-fee" title={reported}>
            <span className="sr-only">{t('columns.fee')}: </span>
            {fee}
          </span>
          <Badge tone="neutral">{t(`type.${transfer.transfer_type}`)}</Badge>
          <Badge tone={transfer.status === 'confirmed' ? 'info' : 'success'} data-testid="transfer-status">
            {t(`status.${transfer.status}`)}
          </Badge>
        </div>
        {transfer.source_url ? (
          <a
            href={transfer.source_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('sourceLabel', { player: transfer.player_name })}
            className="inline-flex items-center gap-1 text-xs text-muted hover:text-accent"
          >
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            {t('source')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

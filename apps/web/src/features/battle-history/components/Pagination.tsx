import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { pageItems } from '../pagination';

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages (with gaps in long lists) and next. */
export function Pagination({ page, pages, onPageChange }: PaginationProps) {
  const { t, i18n } = useTranslation('battleHistory');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('all.pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('all.pagination.previous')}</span>
      </Button>
      <ul className="flex items-center gap-1">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-muted" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('all.pagination.page', { page: item })}
                className={cn(
                  'h-9 min-w-9 rounded-lg px-2 text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                  item === page ? 'bg-accent text-on-accent' : 'text-muted hover:bg-raised hover:text-fg',
                )}
              >
                {number.format(item)}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        <span className="sr-only sm:not-sr-only">{t('all.pagination.next')}</span>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}

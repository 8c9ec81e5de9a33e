import type { OpponentKind } from '@fanclash/protocol';
import { Bot, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';

/** 'Recorded run' or 'Bot' beside an opponent who is not a person playing now; nothing for a person. */
export function OpponentKindBadge({ kind }: { kind: OpponentKind }) {
  const { t } = useTranslation('battles');
  if (kind === 'player') return null;
  const Icon = kind === 'bot' ? Bot : History;
  return (
    <Badge tone="info" data-testid="opponent-kind">
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {t(`opponentKind.${kind}`)}
    </Badge>
  );
}

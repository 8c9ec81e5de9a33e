import { CHAT_EMOJI } from '@fanclash/protocol';
import { Smile } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/DropdownMenu';

/** The twelve-emoji picker (spec section 9). A menu: arrow keys move, Enter picks, Escape closes. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('composer.emoji')}
        disabled={disabled}
        className={buttonClasses('ghost', 'icon')}
        data-testid="emoji-button"
      >
        <Smile className="h-5 w-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" aria-label={t('composer.emojiMenu')} className="grid min-w-0 grid-cols-6 gap-1 p-2">
        {CHAT_EMOJI.map((emoji) => (
          <DropdownMenuItem key={emoji} onSelect={() => onPick(emoji)} className="justify-center px-0 py-1.5 text-xl" aria-label={emoji}>
            {emoji}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

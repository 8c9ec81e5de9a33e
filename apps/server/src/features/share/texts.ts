import type { Language } from '@fanclash/protocol';

/**
 * What the shared page and its card say, in the language of the link (`?lang=`, the sharer's
 * interface language) or of the reader's browser. Sports and levels as the web app names them.
 */
export const SHARE_TEXTS = {
  en: {
    draw: 'Draw',
    wins: (name: string) => `${name} wins`,
    play: 'Play on FanClash',
    alt: 'Result card',
    // Association football is 'Football' in the interface (the API keeps 'soccer').
    sports: { soccer: 'Football', mma: 'MMA' } as Record<string, string>,
    levels: {} as Record<string, string>,
  },
  ru: {
    draw: 'Ничья',
    wins: (name: string) => `Победа: ${name}`,
    play: 'Играть в FanClash',
    alt: 'Карточка результата',
    sports: {
      soccer: 'Футбол',
      football: 'Футбол',
      basketball: 'Баскетбол',
      baseball: 'Бейсбол',
      hockey: 'Хоккей',
      golf: 'Гольф',
      cricket: 'Крикет',
      rugby: 'Регби',
      volleyball: 'Волейбол',
      tennis: 'Теннис',
      boxing: 'Бокс',
      mma: 'ММА',
      athletics: 'Лёгкая атлетика',
      swimming: 'Плавание',
      cycling: 'Велоспорт',
    } as Record<string, string>,
    levels: { easy: 'Лёгкий', medium: 'Средний', hard: 'Сложный', expert: 'Эксперт' } as Record<string, string>,
  },
} as const;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replace(/_/g, ' ');

/** A sport's name in `language` (English: its own name or the id capitalised, 'Tennis'). */
export const sportName = (sport: string, language: Language) => SHARE_TEXTS[language].sports[sport] ?? capitalise(sport);

/** A level's name in `language` (English: 'Easy'). */
export const levelName = (level: string, language: Language) => SHARE_TEXTS[language].levels[level] ?? capitalise(level);

/** The day a battle finished, written out in `locale` ('November 27, 2026', '27 ноября 2026 г.'), in UTC. */
export const finishedOn = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

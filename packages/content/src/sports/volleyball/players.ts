import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';

/**
 * Famous volleyball players: national team and (where it is not disputed) their position.
 * Russian positions agree with the player's gender, so every row says whether she is a woman.
 */
interface VolleyballPlayer {
  readonly name: Localized;
  readonly country: Localized;
  readonly position?: Position;
  readonly women: boolean;
  readonly fame: 1 | 2 | 3;
  /**
   * Still playing for the national team in 2025: asked what they have played for and where, a
   * career fact that stays true when they retire (never what they play now).
   */
  readonly active?: boolean;
}

type Position = 'setter' | 'opposite' | 'outside' | 'middle' | 'libero';

/** English, Russian masculine, Russian feminine. */
const POSITION: Record<Position, readonly [string, string, string]> = {
  setter: ['Setter', 'Связующий', 'Связующая'],
  opposite: ['Opposite', 'Диагональный', 'Диагональная'],
  outside: ['Outside hitter', 'Доигровщик', 'Доигровщица'],
  middle: ['Middle blocker', 'Центральный блокирующий', 'Центральная блокирующая'],
  libero: ['Libero', 'Либеро', 'Либеро'],
};

const positionName = (position: Position, women: boolean): Localized => {
  const [en, ruM, ruF] = POSITION[position];
  return L(en, women ? ruF : ruM);
};

const man = (en: string, ru: string, country: Localized, fame: 1 | 2 | 3, position?: Position): VolleyballPlayer => ({
  name: L(en, ru),
  country,
  women: false,
  fame,
  ...(position ? { position } : {}),
});
const woman = (en: string, ru: string, country: Localized, fame: 1 | 2 | 3, position?: Position): VolleyballPlayer => ({
  ...man(en, ru, country, fame, position),
  women: true,
});

const active = (player: VolleyballPlayer): VolleyballPlayer => ({ ...player, active: true });

const rows: readonly VolleyballPlayer[] = [
  man('Karch Kiraly', 'Карч Кирай', C.unitedStates, 2, 'outside'),
  man('Giba', 'Жиба', C.brazil, 1, 'outside'),
  man('Sergey Tetyukhin', 'Сергей Тетюхин', C.russia, 1, 'outside'),
  man('Dmitriy Muserskiy', 'Дмитрий Мусэрский', C.russia, 1),
  man('Maxim Mikhaylov', 'Максим Михайлов', C.russia, 1, 'opposite'),
  man('Aleksey Verbov', 'Алексей Вербов', C.russia, 2, 'libero'),
  man('Vyacheslav Zaytsev', 'Вячеслав Зайцев', C.sovietUnion, 3, 'setter'),
  active(man("Earvin N'Gapeth", 'Эрвин Нгапет', C.france, 1, 'outside')),
  active(man('Jenia Grebennikov', 'Женя Гребенников', C.france, 3, 'libero')),
  man('Ivan Zaytsev', 'Иван Зайцев', C.italy, 1),
  active(man('Simone Giannelli', 'Симоне Джаннелли', C.italy, 2, 'setter')),
  man('Lorenzo Bernardi', 'Лоренцо Бернарди', C.italy, 3, 'outside'),
  active(man('Bartosz Kurek', 'Бартош Курек', C.poland, 2)),
  man('Bruno Rezende', 'Бруно Резенде', C.brazil, 2, 'setter'),
  man('Serginho', 'Сержиньо', C.brazil, 3, 'libero'),
  active(man('Yuki Ishikawa', 'Юки Исикава', C.japan, 2, 'outside')),
  active(man('Micah Christenson', 'Майка Кристенсон', C.unitedStates, 3, 'setter')),
  active(man('Anders Mol', 'Андерс Мол', C.norway, 2)),
  woman('Ekaterina Gamova', 'Екатерина Гамова', C.russia, 1, 'opposite'),
  woman('Tatiana Kosheleva', 'Татьяна Кошелева', C.russia, 1, 'outside'),
  woman('Lyubov Sokolova', 'Любовь Соколова', C.russia, 2, 'outside'),
  woman('Lang Ping', 'Лан Пин', C.china, 2, 'outside'),
  woman('Zhu Ting', 'Чжу Тин', C.china, 1, 'outside'),
  active(woman('Paola Egonu', 'Паола Эгону', C.italy, 1, 'opposite')),
  active(woman('Tijana Bošković', 'Тияна Бошкович', C.serbia, 1, 'opposite')),
  woman('Regla Torres', 'Регла Торрес', C.cuba, 3, 'middle'),
  woman('Mireya Luis', 'Мирея Луис', C.cuba, 3, 'outside'),
  woman('Sheilla Castro', 'Шейла Кастро', C.brazil, 2, 'opposite'),
  active(woman('Gabi Guimarães', 'Габи Гимарайнс', C.brazil, 2, 'outside')),
  woman('Kim Yeon-koung', 'Ким Ён Гён', C.southKorea, 2, 'outside'),
  woman('Jordan Larson', 'Джордан Ларсон', C.unitedStates, 3, 'outside'),
  active(woman('Eda Erdem', 'Эда Эрдем', C.turkey, 3, 'middle')),
  woman('Misty May-Treanor', 'Мисти Мэй-Тренор', C.unitedStates, 2),
  woman('Kerri Walsh Jennings', 'Керри Уолш-Дженнингс', C.unitedStates, 2),
];

const LEVEL: Record<1 | 2 | 3, Level> = { 1: 'easy', 2: 'medium', 3: 'hard' };

const NATIONS: readonly Localized[] = [
  C.russia,
  C.brazil,
  C.italy,
  C.unitedStates,
  C.poland,
  C.france,
  C.serbia,
  C.china,
  C.japan,
  C.cuba,
  C.turkey,
  C.netherlands,
];

/** Each player's Wikipedia biography (national team, position), where its title is not the player's name. */
const ARTICLE: Readonly<Record<string, string>> = {
  'Gabi Guimarães': 'Gabriela Guimarães',
  Serginho: 'Sérgio Santos (volleyball)',
};

export const volleyballPlayers = defineTable<VolleyballPlayer>({
  id: 'volleyball.players',
  sport: 'volleyball',
  source: {
    title: "Wikipedia: Volleyball at the Summer Olympics; each row cites its player's biography",
    url: 'https://en.wikipedia.org/wiki/Volleyball_at_the_Summer_Olympics',
    asOf: '2025-06-01',
  },
  rows,
  key: (row) =>
    row.name.en
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, ''),
  rowSource: (r) => wikipedia(ARTICLE[r.name.en] ?? r.name.en, '2025-06-01'),
  templates: [
    {
      id: 'country',
      level: (r) => LEVEL[r.fame],
      question: (r) =>
        r.active
          ? L(
              `Which national team has ${r.name.en} played for?`,
              `За какую сборную ${r.women ? 'выступала' : 'выступал'} в своей карьере ${r.name.ru}?`,
            )
          : L(`Which national team did ${r.name.en} play for?`, `За какую сборную ${r.women ? 'выступала' : 'выступал'} ${r.name.ru}?`),
      answer: (r) => r.country,
      // Russia is never a wrong answer for a Soviet player (nor the other way round).
      distractors: (r) => NATIONS.filter((x) => x.en !== r.country.en && !(r.country.en === C.sovietUnion.en && x.en === C.russia.en)),
    },
    {
      id: 'position',
      applies: (r) => r.position !== undefined,
      level: (r) => LEVEL[Math.min(3, r.fame + 1) as 1 | 2 | 3],
      question: (r) =>
        r.active
          ? L(`What position has ${r.name.en} mainly played?`, `На какой позиции чаще всего ${r.women ? 'играла' : 'играл'} ${r.name.ru}?`)
          : L(`What position did ${r.name.en} play?`, `На какой позиции ${r.women ? 'играла' : 'играл'} ${r.name.ru}?`),
      answer: (r) => positionName(r.position as Position, r.women),
      distractors: (r) => (Object.keys(POSITION) as Position[]).filter((p) => p !== r.position).map((p) => positionName(p, r.women)),
    },
  ],
});

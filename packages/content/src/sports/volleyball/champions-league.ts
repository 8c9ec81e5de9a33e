import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, wikipedia } from '../../model.js';

/**
 * Winners of the CEV Champions League, Europe's top club competition: men 2009-2024, women
 * 2014-2024 (not played in 2020). Only seasons whose winner is beyond doubt are listed.
 */
interface ClubTitle {
  readonly year: number;
  readonly women: boolean;
  readonly club: Club;
}

interface Club {
  readonly name: Localized;
  readonly country: Localized;
}

const club = (en: string, ru: string, country: Localized): Club => ({ name: L(en, ru), country });

const TRENTINO = club('Trentino Volley', '«Трентино»', C.italy);
const ZENIT = club('Zenit Kazan', '«Зенит-Казань»', C.russia);
const LOKOMOTIV = club('Lokomotiv Novosibirsk', '«Локомотив» (Новосибирск)', C.russia);
const BELOGORIE = club('Belogorie Belgorod', '«Белогорье» (Белгород)', C.russia);
const LUBE = club('Lube Civitanova', '«Лубе» (Чивитанова)', C.italy);
const ZAKSA = club('ZAKSA Kędzierzyn-Koźle', 'ЗАКСА (Кендзежин-Козле)', C.poland);
const DINAMO_KAZAN = club('Dinamo Kazan', '«Динамо-Казань»', C.russia);
const ECZACIBASI = club('Eczacıbaşı', '«Эджзаджибаши»', C.turkey);
const CASALMAGGIORE = club('Pomì Casalmaggiore', '«Казальмаджоре»', C.italy);
const VAKIFBANK = club('VakıfBank', '«Вакыфбанк»', C.turkey);
const IMOCO = club('Imoco Volley Conegliano', '«Имоко» (Конельяно)', C.italy);

/** Men's clubs that reached the later rounds in these years without winning a listed title. */
const CONTENDERS: readonly Club[] = [
  club('Sir Safety Perugia', '«Перуджа»', C.italy),
  club('Jastrzębski Węgiel', '«Ястшембский Венгель»', C.poland),
];

const rows: readonly ClubTitle[] = [
  ...(
    [
      [2009, TRENTINO],
      [2010, TRENTINO],
      [2011, TRENTINO],
      [2012, ZENIT],
      [2013, LOKOMOTIV],
      [2014, BELOGORIE],
      [2015, ZENIT],
      [2016, ZENIT],
      [2017, ZENIT],
      [2018, ZENIT],
      [2019, LUBE],
      [2021, ZAKSA],
      [2022, ZAKSA],
      [2023, ZAKSA],
      [2024, TRENTINO],
    ] as const
  ).map(([year, winner]) => ({ year, women: false, club: winner })),
  ...(
    [
      [2014, DINAMO_KAZAN],
      [2015, ECZACIBASI],
      [2016, CASALMAGGIORE],
      [2017, VAKIFBANK],
      [2018, VAKIFBANK],
      [2021, IMOCO],
      [2022, VAKIFBANK],
      [2023, VAKIFBANK],
      [2024, IMOCO],
    ] as const
  ).map(([year, winner]) => ({ year, women: true, club: winner })),
];

const LEAGUE = {
  men: { en: "men's CEV Champions League", ru: 'мужскую Лигу чемпионов ЕКВ' },
  women: { en: "women's CEV Champions League", ru: 'женскую Лигу чемпионов ЕКВ' },
} as const;
const league = (r: ClubTitle) => LEAGUE[r.women ? 'women' : 'men'];

/** Europe's volleyball powers: the countries whose clubs contest the later rounds. */
const CLUB_COUNTRIES: readonly Localized[] = [C.italy, C.russia, C.poland, C.turkey, C.france, C.germany];

/** Russian clubs have been barred from CEV competitions since 2022: no fair wrong answer then. */
const couldPlay = (country: Localized, year: number) => year < 2022 || country !== C.russia;

export const cevChampionsLeague = defineTable<ClubTitle>({
  id: 'volleyball.champions-league',
  sport: 'volleyball',
  source: {
    title: "Wikipedia: CEV Champions League; CEV Women's Champions League (winners by season)",
    url: 'https://en.wikipedia.org/wiki/CEV_Champions_League',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => `${r.year}-${r.women ? 'women' : 'men'}`,
  rowSource: (r) => wikipedia(r.women ? "CEV Women's Champions League" : 'CEV Champions League', '2025-01-01'),
  templates: [
    {
      id: 'winner',
      kind: { of: 'club', group: (r) => league(r).en, members: (r) => [r.club.name, ...(r.women ? [] : CONTENDERS.map((c) => c.name))] },
      level: (r) => levelByYear(r.year, 2030, 2015),
      question: (r) => L(`Which club won the ${r.year} ${league(r).en}?`, `Какой клуб выиграл ${league(r).ru} ${r.year} года?`),
      answer: (r) => r.club.name,
      // Other winners of the same competition within ten seasons that could have played that year.
      distractors: (r) =>
        [...rows.filter((x) => x.women === r.women && Math.abs(x.year - r.year) <= 10).map((x) => x.club), ...(r.women ? [] : CONTENDERS)]
          .filter((c) => couldPlay(c.country, r.year))
          .map((c) => c.name),
    },
    {
      id: 'country',
      level: (r) => levelByYear(r.year, 2030, 2017),
      question: (r) =>
        L(`Which country's club won the ${r.year} ${league(r).en}?`, `Клуб из какой страны выиграл ${league(r).ru} ${r.year} года?`),
      answer: (r) => r.club.country,
      distractors: (r) => CLUB_COUNTRIES.filter((c) => c !== r.club.country && couldPlay(c, r.year)),
    },
  ],
});

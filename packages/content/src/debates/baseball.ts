import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Baseball debates: legends, franchises, records and the rule changes of recent years. */
export const baseballDebates: readonly DebateTopic[] = [
  topic(
    'baseball',
    'ruth-vs-ohtani',
    side(
      L('Babe Ruth', 'Бейб Рут'),
      L(
        'Changed the game with 714 home runs, and before that was a star pitcher who threw 29⅔ straight scoreless World Series innings.',
        'Изменил бейсбол 714 хоум-ранами, а до этого был звёздным питчером и провёл 29⅔ иннинга Мировой серии подряд без пропущенных ранов.',
      ),
    ),
    side(
      L('Shohei Ohtani', 'Сёхэй Отани'),
      L(
        'Pitched like an ace and hit like an MVP in the same seasons, then became the first player with 50 home runs and 50 steals in one season (2024).',
        'В одних и тех же сезонах подавал как ас и отбивал как MVP, а в 2024 году первым в истории сделал 50 хоум-ранов и 50 украденных баз за сезон.',
      ),
    ),
  ),
  topic(
    'baseball',
    'steroid-era-records',
    side(
      L('Steroid-era records should stand', 'Рекорды «стероидной эры» должны остаться'),
      L(
        "The records were set on the field against the best pitchers of the time, many of them also users, and the league didn't test properly until 2004.",
        'Рекорды установлены на поле против лучших питчеров того времени, многие из которых тоже употребляли допинг, а лига толком не тестировала игроков до 2004 года.',
      ),
    ),
    side(
      L('They deserve an asterisk', 'Им нужна звёздочка'),
      L(
        'Performance-enhancing drugs distorted the record book; the numbers of clean legends like Hank Aaron and Roger Maris should come first.',
        'Допинг исказил книгу рекордов, и цифры «чистых» легенд вроде Хэнка Аарона и Роджера Мэриса должны стоять на первом месте.',
      ),
    ),
  ),
  topic(
    'baseball',
    'pete-rose-hall-of-fame',
    side(
      L('Pete Rose belongs in the Hall of Fame', 'Питу Роузу место в Зале славы'),
      L(
        "Baseball's all-time hits leader with 4,256; the Hall honours what players did on the field, and his playing record is beyond doubt.",
        'Лидер по хитам за всю историю (4256); Зал славы чествует то, что игроки сделали на поле, а его достижения бесспорны.',
      ),
    ),
    side(
      L('Keep Pete Rose out of the Hall', 'Питу Роузу не место в Зале славы'),
      L(
        "He bet on baseball, including on his own team's games as manager; protecting the integrity of the sport must come before any record.",
        'Он делал ставки на бейсбол, в том числе на матчи собственной команды, будучи менеджером; честность спорта важнее любых рекордов.',
      ),
    ),
  ),
  topic(
    'baseball',
    'yankees-vs-red-sox',
    side(
      L('New York Yankees', '«Нью-Йорк Янкиз»'),
      L(
        '27 World Series titles, by far the most, and a line of legends from Ruth and Gehrig to DiMaggio, Mantle and Jeter.',
        '27 побед в Мировой серии — больше всех с огромным отрывом — и вереница легенд от Рута и Геринга до Ди Маджио, Мантла и Джитера.',
      ),
    ),
    side(
      L('Boston Red Sox', '«Бостон Ред Сокс»'),
      L(
        "Broke the 86-year 'Curse of the Bambino' in 2004 by coming back from 0-3 against the Yankees, and won four titles this century.",
        'Сняли 86-летнее «проклятие Бамбино» в 2004 году, отыгравшись с 0–3 против «Янкиз», и выиграли четыре титула в этом веке.',
      ),
    ),
  ),
  topic(
    'baseball',
    'universal-designated-hitter',
    side(
      L('The universal DH is good', 'Назначенный отбивающий — это хорошо'),
      L(
        'Nobody pays to watch pitchers hit .100; the DH, used in both leagues since 2022, adds offence and keeps pitchers out of harm’s way.',
        'Никто не платит за то, чтобы смотреть, как питчеры отбивают с процентом .100; назначенный отбивающий, с 2022 года принятый в обеих лигах, добавляет атаки и бережёт питчеров.',
      ),
    ),
    side(
      L('Pitchers should bat', 'Питчеры должны отбивать'),
      L(
        'Pitchers batting forced managers into real strategy, with bunts, pinch hitters and double switches; the DH made the game simpler.',
        'Когда питчеры отбивали, менеджерам приходилось думать о настоящей стратегии — бантах, пинч-хиттерах, двойных заменах; назначенный отбивающий упростил игру.',
      ),
    ),
  ),
  topic(
    'baseball',
    'pitch-clock',
    side(
      L('The pitch clock saved baseball', 'Таймер подачи спас бейсбол'),
      L(
        'Average games got about 24 minutes shorter in 2023 and stolen bases went up: more action, less dead time, younger fans.',
        'В 2023 году средний матч стал короче примерно на 24 минуты, а украденных баз стало больше: больше действия, меньше пауз, больше молодых болельщиков.',
      ),
    ),
    side(
      L('Baseball should have no clock', 'В бейсболе не должно быть часов'),
      L(
        'Baseball was the one sport without a clock; the tense pauses in the duel between pitcher and batter were part of its drama.',
        'Бейсбол был единственным видом спорта без часов, а напряжённые паузы в дуэли питчера и отбивающего были частью его драмы.',
      ),
    ),
  ),
  topic(
    'baseball',
    'ryan-vs-randy-johnson',
    side(
      L('Nolan Ryan', 'Нолан Райан'),
      L(
        'A record 5,714 strikeouts and a record seven no-hitters over 27 seasons, still throwing heat into his mid-40s.',
        'Рекордные 5714 страйк-аутов и рекордные семь ноу-хиттеров за 27 сезонов; он бросал мощные фастболы и в 45 лет.',
      ),
    ),
    side(
      L('Randy Johnson', 'Рэнди Джонсон'),
      L(
        'Five Cy Young Awards, four of them in a row, 4,875 strikeouts and co-MVP of the 2001 World Series.',
        'Пять призов Сая Янга, четыре из них подряд, 4875 страйк-аутов и звание одного из двух MVP Мировой серии 2001 года.',
      ),
    ),
  ),
  topic(
    'baseball',
    'ohtani-vs-judge',
    side(
      L('Shohei Ohtani', 'Сёхэй Отани'),
      L(
        'A unique two-way superstar with MVP awards in 2021, 2023 and 2024 and the 2024 World Series title with the Dodgers.',
        'Уникальная суперзвезда, сильная и на подаче, и на бите: призы MVP в 2021, 2023 и 2024 годах и победа в Мировой серии 2024 года с «Доджерс».',
      ),
    ),
    side(
      L('Aaron Judge', 'Аарон Джадж'),
      L(
        'Set the American League record with 62 home runs in 2022 and is the most feared pure hitter of his generation.',
        'Установил рекорд Американской лиги — 62 хоум-рана в 2022 году — и стал самым опасным отбивающим своего поколения.',
      ),
    ),
  ),
  topic(
    'baseball',
    'analytics-vs-scouting',
    side(
      L('Analytics win championships', 'Титулы приносит аналитика'),
      L(
        "Data found undervalued players, as Oakland's 'Moneyball' A's showed, and today every contender builds its roster and strategy on it.",
        'Данные находят недооценённых игроков, как показали «Окленд Атлетикс» времён «манибола», и сегодня каждый претендент строит на них состав и стратегию.',
      ),
    ),
    side(
      L('Scouts still know best', 'Скауты по-прежнему важнее'),
      L(
        "Numbers miss character, work ethic and how a young player will develop; a scout's eye still finds the stars the spreadsheets overlook.",
        'Цифры не видят характера, трудолюбия и того, как вырастет молодой игрок; глаз скаута по-прежнему находит звёзд, которых пропускают таблицы.',
      ),
    ),
  ),
  topic(
    'baseball',
    'aaron-vs-mays',
    side(
      L('Hank Aaron', 'Хэнк Аарон'),
      L(
        '755 home runs without a single 50-homer season, a monument to consistency, and the all-time RBI leader with 2,297.',
        '755 хоум-ранов без единого сезона с 50 хоум-ранами — памятник стабильности — и рекордсмен по RBI за всю историю (2297).',
      ),
    ),
    side(
      L('Willie Mays', 'Уилли Мейс'),
      L(
        "660 home runs, 12 Gold Gloves and 'The Catch' in the 1954 World Series: the most complete five-tool player ever.",
        '660 хоум-ранов, 12 «Золотых перчаток» и знаменитая ловля в Мировой серии 1954 года — самый универсальный игрок в истории.',
      ),
    ),
  ),
  topic(
    'baseball',
    'mlb-salary-cap',
    side(
      L('MLB needs a salary cap', 'MLB нужен потолок зарплат'),
      L(
        'Rich teams can outspend small-market clubs many times over; a cap, as in the NFL and NBA, would give every fan base a real chance.',
        'Богатые клубы могут тратить в разы больше команд из небольших городов; потолок, как в НФЛ и НБА, дал бы реальный шанс всем.',
      ),
    ),
    side(
      L('No salary cap in baseball', 'Бейсбол обойдётся без потолка'),
      L(
        'The luxury tax and revenue sharing already balance things out, and small-payroll teams like Tampa Bay keep proving money is not everything.',
        'Налог на роскошь и распределение доходов уже выравнивают шансы, а скромные по бюджету клубы вроде «Тампы» постоянно доказывают, что деньги — не всё.',
      ),
    ),
  ),
  topic(
    'baseball',
    'greatest-world-series',
    side(
      L('2016: Cubs v Indians', '2016: «Кабс» — «Индианс»'),
      L(
        'The Cubs ended a 108-year drought in a Game 7 that went to extra innings after a rain delay: the most emotional night in the sport.',
        '«Кабс» прервали 108-летнюю засуху в седьмом матче, дошедшем до экстра-иннингов после паузы из-за дождя, — самый эмоциональный вечер в истории бейсбола.',
      ),
    ),
    side(
      L('2001: Diamondbacks v Yankees', '2001: «Даймондбэкс» — «Янкиз»'),
      L(
        "Arizona toppled the Yankees' dynasty with a walk-off single off Mariano Rivera in Game 7, weeks after the 9/11 attacks on New York.",
        '«Аризона» свергла династию «Янкиз» победным синглом против Мариано Риверы в седьмом матче, спустя считаные недели после терактов 11 сентября в Нью-Йорке.',
      ),
    ),
  ),
];

import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Debates of the smaller categories: golf, cricket, rugby and boxing. */
export const otherSportsDebates: readonly DebateTopic[] = [
  // Golf
  topic(
    'golf',
    'tiger-vs-nicklaus',
    side(
      L('Tiger Woods', 'Тайгер Вудс'),
      L(
        "15 majors, a record-equalling 82 PGA Tour wins, the 'Tiger Slam' of four majors in a row in 2000-01 and a 15-shot win at the 2000 US Open.",
        '15 мейджоров, рекордные 82 победы в PGA Tour (наравне со Сэмом Снидом), «Тайгер-слэм» — четыре мейджора подряд в 2000–2001 годах — и победа с отрывом в 15 ударов на US Open-2000.',
      ),
    ),
    side(
      L('Jack Nicklaus', 'Джек Никлаус'),
      L(
        'A record 18 majors, plus 19 second places in majors, and a sixth Masters title at the age of 46 in 1986.',
        'Рекордные 18 мейджоров, ещё 19 вторых мест на мейджорах и шестая победа на «Мастерс» в 46 лет, в 1986 году.',
      ),
    ),
  ),
  topic(
    'golf',
    'liv-golf',
    side(
      L('LIV Golf is good for golf', 'LIV Golf полезен для гольфа'),
      L(
        'Bigger purses, team events and shorter tournaments brought new money and new fans, and players should be free to choose where they play.',
        'Большие призовые, командный зачёт и короткие турниры принесли новые деньги и новых зрителей, а игроки вправе сами выбирать, где выступать.',
      ),
    ),
    side(
      L('LIV Golf is bad for golf', 'LIV Golf вредит гольфу'),
      L(
        "It split the men's game, keeps the stars apart outside the majors, and its Saudi state funding raises 'sportswashing' concerns.",
        'Он расколол мужской гольф, разводит звёзд по разным турам вне мейджоров, а финансирование саудовским государством вызывает обвинения в «спортвошинге».',
      ),
    ),
  ),
  topic(
    'golf',
    'ryder-cup-vs-majors',
    side(
      L('The Ryder Cup is the best event', 'Райдер-кап — лучший турнир'),
      L(
        'Europe against the USA, match play and passionate crowds: golf’s individual stars play for a team and the pressure is unlike anything else.',
        'Европа против США, матчевая игра и страстные трибуны: звёзды-одиночки играют за команду, а давление ни с чем не сравнимо.',
      ),
    ),
    side(
      L('The majors are the true test', 'Мейджоры — настоящая проверка'),
      L(
        'Four rounds of stroke play on the hardest courses decide who is really the best; careers are measured in majors, not Ryder Cups.',
        'Четыре круга строук-плея на самых сложных полях показывают, кто на самом деле лучший; карьеры измеряют мейджорами, а не Райдер-капами.',
      ),
    ),
  ),
  topic(
    'golf',
    'scheffler-vs-mcilroy',
    side(
      L('Scottie Scheffler', 'Скотти Шеффлер'),
      L(
        'Two Masters titles (2022, 2024), Olympic gold in Paris 2024 and long spells as world No. 1, with ball-striking at a level not seen since Tiger.',
        'Две победы на «Мастерс» (2022, 2024), олимпийское золото Парижа-2024 и долгое лидерство в мировом рейтинге с таким качеством ударов, какого не было со времён Тайгера.',
      ),
    ),
    side(
      L('Rory McIlroy', 'Рори Макилрой'),
      L(
        'Four majors by 25, then the career Grand Slam at the 2025 Masters, only the sixth man to win all four majors.',
        'Четыре мейджора к 25 годам, а затем карьерный «Большой шлем» на «Мастерс»-2025 — лишь шестой мужчина, выигравший все четыре мейджора.',
      ),
    ),
  ),
  // Cricket
  topic(
    'cricket',
    'bradman-vs-tendulkar',
    side(
      L('Don Bradman', 'Дон Брэдман'),
      L(
        'A Test batting average of 99.94, far above anyone else with a long career: the most dominant statistic in any sport.',
        'Средний показатель в тестах 99,94 — намного выше, чем у любого игрока с долгой карьерой: самая доминирующая статистика во всём спорте.',
      ),
    ),
    side(
      L('Sachin Tendulkar', 'Сачин Тендулкар'),
      L(
        '100 international centuries and the most runs in both Tests and ODIs, over 24 years under the pressure of a billion fans.',
        '100 сенчури в международных матчах и больше всех ранов и в тестах, и в ODI — за 24 года под давлением миллиарда болельщиков.',
      ),
    ),
  ),
  topic(
    'cricket',
    'test-vs-t20',
    side(
      L('Test cricket is the real thing', 'Настоящий крикет — тестовый'),
      L(
        'Five days of changing conditions test technique, patience and character: the purest form of the game and its richest history.',
        'Пять дней меняющихся условий проверяют технику, терпение и характер — самая чистая форма игры с богатейшей историей.',
      ),
    ),
    side(
      L('T20 is the future', 'Будущее за T20'),
      L(
        'Three hours of sixes and drama that brought cricket to new fans and new countries, and made franchise leagues like the IPL boom.',
        'Три часа шестёрок и драмы, которые привели в крикет новых зрителей и новые страны и вызвали бум франшизных лиг вроде IPL.',
      ),
    ),
  ),
  topic(
    'cricket',
    'kohli-vs-smith',
    side(
      L('Virat Kohli', 'Вират Кохли'),
      L(
        'The greatest chaser in ODI history and the first to 50 ODI centuries, passing Tendulkar’s 49 at the 2023 World Cup.',
        'Лучший мастер погони за счётом в истории ODI и первый автор 50 сенчури в ODI, обошедший 49 Тендулкара на чемпионате мира 2023 года.',
      ),
    ),
    side(
      L('Steve Smith', 'Стив Смит'),
      L(
        'A Test average above 55 with an unorthodox technique, and 774 runs in the 2019 Ashes despite missing a Test.',
        'Средний показатель в тестах выше 55 при нестандартной технике и 774 рана в серии Эшиз-2019, несмотря на пропущенный тест.',
      ),
    ),
  ),
  topic(
    'cricket',
    'warne-vs-muralitharan',
    side(
      L('Shane Warne', 'Шейн Уорн'),
      L(
        "708 Test wickets, the 'Ball of the Century' to Mike Gatting in 1993 and the man who revived the art of leg spin.",
        '708 калиток в тестах, «мяч века» против Майка Гаттинга в 1993 году и человек, возродивший искусство лег-спина.',
      ),
    ),
    side(
      L('Muttiah Muralitharan', 'Муттия Муралитаран'),
      L(
        'Records of 800 Test wickets and 534 in ODIs, with extraordinary turn from his unique wrist-driven off spin.',
        'Рекорды — 800 калиток в тестах и 534 в ODI — благодаря невероятному вращению его уникального кистевого офф-спина.',
      ),
    ),
  ),
  topic(
    'cricket',
    'franchise-leagues-vs-international',
    side(
      L('Franchise leagues like the IPL', 'Франшизные лиги вроде IPL'),
      L(
        'The IPL pays the best, mixes stars from every nation in one team and fills stadiums every night: it is where the game grows.',
        'IPL платит больше всех, собирает звёзд из разных стран в одной команде и каждый вечер заполняет стадионы: именно там растёт игра.',
      ),
    ),
    side(
      L('International cricket comes first', 'Главное — матчи сборных'),
      L(
        'Playing for your country in the Ashes or a World Cup carries history and meaning that no franchise can buy.',
        'Игра за свою страну в Эшиз или на чемпионате мира несёт историю и смысл, которые не купит ни одна франшиза.',
      ),
    ),
  ),
  // Rugby
  topic(
    'rugby',
    'new-zealand-vs-south-africa',
    side(
      L('New Zealand (All Blacks)', 'Новая Зеландия («Олл Блэкс»)'),
      L(
        'Three World Cups (1987, 2011, 2015) and the best winning record of any major Test nation for more than a century.',
        'Три Кубка мира (1987, 2011, 2015) и лучший процент побед среди ведущих сборных на протяжении больше чем века.',
      ),
    ),
    side(
      L('South Africa (Springboks)', 'ЮАР («Спрингбокс»)'),
      L(
        'A record four World Cups (1995, 2007, 2019, 2023), the last won by a single point in the quarter-final, semi-final and final.',
        'Рекордные четыре Кубка мира (1995, 2007, 2019, 2023), последний — с победами в одно очко в четвертьфинале, полуфинале и финале.',
      ),
    ),
  ),
  topic(
    'rugby',
    'mccaw-vs-lomu',
    side(
      L('Richie McCaw', 'Ричи Маккоу'),
      L(
        'Captained New Zealand to two World Cups (2011, 2015) and won 131 of his 148 Tests: the ultimate winner.',
        'Капитан Новой Зеландии в двух победных Кубках мира (2011, 2015), выигравший 131 из 148 своих тестов, — победитель до мозга костей.',
      ),
    ),
    side(
      L('Jonah Lomu', 'Джона Лому'),
      L(
        'Changed rugby almost single-handed at the 1995 World Cup by running over England, and scored 15 World Cup tries, a joint record.',
        'Почти в одиночку изменил регби на Кубке мира 1995 года, буквально пробегая сквозь англичан, и занёс 15 попыток на Кубках мира — рекорд, разделённый с другим игроком.',
      ),
    ),
  ),
  topic(
    'rugby',
    'union-vs-league',
    side(
      L('Rugby union', 'Регби-15 (юнион)'),
      L(
        'Scrums, lineouts and rucks make a richer contest in which players of every shape and size have a role.',
        'Схватки, коридоры и раки делают игру богаче, а место в ней находится игрокам любого телосложения.',
      ),
    ),
    side(
      L('Rugby league', 'Регби-13 (лига)'),
      L(
        'Six tackles and then hand over the ball: faster, simpler and more open, with more running rugby and big hits.',
        'Шесть захватов — и мяч переходит сопернику: игра быстрее, проще и открытее, с большим количеством пробежек и жёстких столкновений.',
      ),
    ),
  ),
  topic(
    'rugby',
    'six-nations-relegation',
    side(
      L('Promotion and relegation for the Six Nations', 'Шести нациям нужны вылет и повышение'),
      L(
        'Georgia have earned a chance; a play-off against the bottom side would reward ambition and grow the game beyond its traditional nations.',
        'Грузия заслужила шанс; стыковой матч с последней командой вознаградил бы амбиции и развил бы регби за пределами традиционных стран.',
      ),
    ),
    side(
      L('Keep the Six Nations closed', 'Оставить Кубок шести наций закрытым'),
      L(
        'The tournament’s history and finances depend on its six unions; relegation could cripple a nation like Italy and its investment in the game.',
        'История и финансы турнира держатся на шести федерациях; вылет мог бы подкосить сборную вроде Италии и вложения в регби в этой стране.',
      ),
    ),
  ),
  // Boxing
  topic(
    'boxing',
    'ali-vs-tyson',
    side(
      L('Muhammad Ali', 'Мухаммед Али'),
      L(
        "Three-time heavyweight champion who beat Liston, Frazier and Foreman in the division's golden age, with speed no heavyweight had shown before.",
        'Трёхкратный чемпион в супертяжёлом весе, побеждавший Листона, Фрейзера и Формена в золотую эпоху дивизиона, со скоростью, какой у тяжеловесов ещё не было.',
      ),
    ),
    side(
      L('Mike Tyson', 'Майк Тайсон'),
      L(
        'The youngest heavyweight champion at 20 and undisputed at 21, with ferocious speed and power that ended most of his fights early.',
        'Самый молодой чемпион в супертяжёлом весе (в 20 лет) и абсолютный чемпион в 21, с яростной скоростью и мощью, рано заканчивавшими большинство его боёв.',
      ),
    ),
  ),
  topic(
    'boxing',
    'mayweather-vs-pacquiao',
    side(
      L('Floyd Mayweather Jr.', 'Флойд Мейвезер-младший'),
      L(
        'Retired 50-0, beat Pacquiao in their 2015 fight and won world titles in five weight classes with near-perfect defence.',
        'Завершил карьеру с рекордом 50–0, победил Пакьяо в их бою 2015 года и выигрывал титулы в пяти весовых категориях благодаря почти безупречной защите.',
      ),
    ),
    side(
      L('Manny Pacquiao', 'Мэнни Пакьяо'),
      L(
        'The only eight-division world champion, who fought anyone at any weight and was still winning world titles at 40.',
        'Единственный чемпион мира в восьми весовых категориях, выходивший против кого угодно в любом весе и выигрывавший титулы даже в 40 лет.',
      ),
    ),
  ),
  topic(
    'boxing',
    'usyk-vs-fury',
    side(
      L('Oleksandr Usyk', 'Александр Усик'),
      L(
        'Undisputed champion at cruiserweight and then at heavyweight, and the winner of both his fights with Tyson Fury in 2024.',
        'Абсолютный чемпион сначала в первом тяжёлом, а затем в супертяжёлом весе и победитель обоих боёв с Тайсоном Фьюри в 2024 году.',
      ),
    ),
    side(
      L('Tyson Fury', 'Тайсон Фьюри'),
      L(
        'Unbeaten in 35 fights before Usyk, he outboxed Wladimir Klitschko in 2015 and knocked out Deontay Wilder twice.',
        'До встречи с Усиком не проигрывал в 35 боях, переиграл Владимира Кличко в 2015 году и дважды нокаутировал Деонтея Уайлдера.',
      ),
    ),
  ),
  topic(
    'boxing',
    'one-champion-per-division',
    side(
      L('One champion per weight class', 'Один чемпион в каждом весе'),
      L(
        'Four belts per division confuse fans; a single champion would force the best to fight the best, as in the days before the alphabet soup.',
        'Четыре пояса в каждой категории запутывают болельщиков; один чемпион заставил бы лучших драться с лучшими, как до эпохи множества организаций.',
      ),
    ),
    side(
      L('Several world titles are fine', 'Несколько титулов — это нормально'),
      L(
        'More belts give more boxers title shots and paydays, and when fans demand it, undisputed fights still happen.',
        'Больше поясов — больше титульных шансов и гонораров для боксёров, а бои за абсолютное чемпионство всё равно случаются, когда их требуют болельщики.',
      ),
    ),
  ),
];

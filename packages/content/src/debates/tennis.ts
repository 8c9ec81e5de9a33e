import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Tennis debates: the Big Three and other rivalries, surfaces, and the rules of the game. */
export const tennisDebates: readonly DebateTopic[] = [
  topic(
    'tennis',
    'federer-vs-nadal',
    side(
      L('Roger Federer', 'Роджер Федерер'),
      L(
        '20 Grand Slam titles, a men’s record eight Wimbledons and 237 straight weeks at No. 1: the most elegant champion tennis has seen.',
        '20 титулов «Большого шлема», рекордные для мужчин восемь Уимблдонов и 237 недель подряд на первой строчке — самый элегантный чемпион в истории тенниса.',
      ),
    ),
    side(
      L('Rafael Nadal', 'Рафаэль Надаль'),
      L(
        '22 Grand Slams, including an unmatched 14 French Open titles, and a winning head-to-head record against Federer (24-16).',
        '22 титула «Большого шлема», включая недосягаемые 14 побед на «Ролан Гаррос», и выигрышный счёт личных встреч с Федерером (24–16).',
      ),
    ),
  ),
  topic(
    'tennis',
    'djokovic-vs-federer',
    side(
      L('Novak Djokovic', 'Новак Джокович'),
      L(
        "24 Grand Slams, the men's record, more weeks at No. 1 than anyone and winning head-to-head records against both Federer and Nadal.",
        '24 титула «Большого шлема» — рекорд среди мужчин, больше всех недель на первой строчке и положительный баланс личных встреч и с Федерером, и с Надалем.',
      ),
    ),
    side(
      L('Roger Federer', 'Роджер Федерер'),
      L(
        'Brought tennis to a global audience with effortless shot-making, and set the bar of 20 majors that his rivals spent their careers chasing.',
        'Привлёк к теннису весь мир лёгкостью своих ударов и установил планку в 20 титулов «Большого шлема», за которой соперники гнались всю карьеру.',
      ),
    ),
  ),
  topic(
    'tennis',
    'djokovic-vs-nadal',
    side(
      L('Novak Djokovic', 'Новак Джокович'),
      L(
        'Won every Masters 1000 event at least twice and completed the career Golden Slam with Olympic gold in Paris in 2024.',
        'Выиграл каждый турнир серии «Мастерс» минимум дважды и собрал карьерный «Золотой шлем», взяв олимпийское золото в Париже в 2024 году.',
      ),
    ),
    side(
      L('Rafael Nadal', 'Рафаэль Надаль'),
      L(
        'The king of clay with 14 Roland Garros titles, plus Olympic gold in singles in 2008 and in doubles in 2016, and a fighting spirit like no other.',
        'Король грунта с 14 титулами «Ролан Гаррос», олимпийским золотом в одиночном разряде в 2008 году и в паре в 2016-м и непревзойдённым бойцовским характером.',
      ),
    ),
  ),
  topic(
    'tennis',
    'serena-vs-graf',
    side(
      L('Serena Williams', 'Серена Уильямс'),
      L(
        '23 Grand Slam singles titles, the Open-era record, won across three decades with power tennis that changed the women’s game.',
        '23 титула «Большого шлема» в одиночном разряде — рекорд Открытой эры, завоёванные в трёх десятилетиях силовым теннисом, изменившим женскую игру.',
      ),
    ),
    side(
      L('Steffi Graf', 'Штеффи Граф'),
      L(
        'Owner of 22 Grand Slams and the only calendar Golden Slam ever (all four majors plus Olympic gold in 1988), with a women’s record 377 weeks at No. 1.',
        'Обладательница 22 титулов «Большого шлема» и единственного в истории «Золотого шлема» за один сезон (все четыре турнира и олимпийское золото в 1988 году), рекордсменка среди женщин по неделям на первой строчке — 377.',
      ),
    ),
  ),
  topic(
    'tennis',
    'grass-vs-clay',
    side(
      L('Grass is the best surface', 'Трава — лучшее покрытие'),
      L(
        "Fast courts and a low bounce reward serve-and-volley and bold attacking; Wimbledon's lawns are tennis in its most classic form.",
        'Быстрые корты и низкий отскок вознаграждают подачу с выходом к сетке и смелую атаку; газоны Уимблдона — теннис в самой классической форме.',
      ),
    ),
    side(
      L('Clay is the best surface', 'Грунт — лучшее покрытие'),
      L(
        'Long rallies, sliding and tactical patience make clay the ultimate test of fitness and craft, as Roland Garros shows every year.',
        'Долгие розыгрыши, скольжение и тактическое терпение делают грунт главной проверкой выносливости и мастерства, что каждый год доказывает «Ролан Гаррос».',
      ),
    ),
  ),
  topic(
    'tennis',
    'wimbledon-vs-roland-garros',
    side(
      L('Wimbledon', 'Уимблдон'),
      L(
        'The oldest tournament (since 1877), with all-white clothing, strawberries and cream and the unique atmosphere of Centre Court.',
        'Старейший турнир (с 1877 года) с белой формой, клубникой со сливками и неповторимой атмосферой Центрального корта.',
      ),
    ),
    side(
      L('Roland Garros', '«Ролан Гаррос»'),
      L(
        'The red clay of Paris produces the most physical battles in tennis, and winning it demands a completely different game from anywhere else.',
        'Красный грунт Парижа рождает самые изнурительные битвы в теннисе, а победа здесь требует совсем другой игры, чем на остальных турнирах.',
      ),
    ),
  ),
  topic(
    'tennis',
    'sampras-vs-agassi',
    side(
      L('Pete Sampras', 'Пит Сампрас'),
      L(
        '14 Grand Slams, seven Wimbledons and six straight years as year-end No. 1 (1993-1998), built on the best serve of his era.',
        '14 титулов «Большого шлема», семь Уимблдонов и шесть лет подряд первым в итоговом рейтинге (1993–1998) благодаря лучшей подаче своей эпохи.',
      ),
    ),
    side(
      L('Andre Agassi', 'Андре Агасси'),
      L(
        'The first man to complete the career Golden Slam, winning all four majors on their different surfaces plus Olympic gold, and the man who made tennis cool.',
        'Первый мужчина, собравший карьерный «Золотой шлем», — все четыре турнира на разных покрытиях и олимпийское золото, и человек, сделавший теннис модным.',
      ),
    ),
  ),
  topic(
    'tennis',
    'borg-vs-mcenroe',
    side(
      L('Björn Borg', 'Бьорн Борг'),
      L(
        'Eleven Grand Slams, including six French Opens and five Wimbledons in a row, won with ice-cold calm before he retired at 26.',
        'Одиннадцать титулов «Большого шлема», включая шесть «Ролан Гаррос» и пять Уимблдонов подряд, добытых с ледяным спокойствием, — и уход из тенниса в 26 лет.',
      ),
    ),
    side(
      L('John McEnroe', 'Джон Макинрой'),
      L(
        'Seven Grand Slam singles titles, a genius of touch and volleys, and the man who ended Borg’s Wimbledon reign in the 1981 final.',
        'Семь титулов «Большого шлема» в одиночном разряде, гений тонкого удара и игры у сетки и человек, прервавший уимблдонское царствование Борга в финале 1981 года.',
      ),
    ),
  ),
  topic(
    'tennis',
    'alcaraz-vs-sinner',
    side(
      L('Carlos Alcaraz', 'Карлос Алькарас'),
      L(
        'The youngest year-end No. 1 in ATP history (2022, at 19) and Grand Slam titles on hard courts, clay and grass before turning 22.',
        'Самый юный первый номер итогового рейтинга в истории ATP (2022 год, в 19 лет) и титулы «Большого шлема» на харде, грунте и траве ещё до 22 лет.',
      ),
    ),
    side(
      L('Jannik Sinner', 'Янник Синнер'),
      L(
        'Won the Australian Open in 2024 and 2025 and the 2024 US Open, and rose to world No. 1 with relentless, flawless baseline hitting.',
        'Выиграл Australian Open в 2024 и 2025 годах и US Open-2024 и стал первой ракеткой мира благодаря неумолимой и безошибочной игре с задней линии.',
      ),
    ),
  ),
  topic(
    'tennis',
    'womens-best-of-five',
    side(
      L('Women should play best of five', 'Женщинам — матчи из пяти сетов'),
      L(
        "Equal prize money with equal match length at the Slams; five sets would also showcase women's endurance and produce epic comebacks.",
        'Равные призовые на турнирах «Большого шлема» при равной продолжительности матчей; пять сетов показали бы выносливость теннисисток и подарили бы эпические камбэки.',
      ),
    ),
    side(
      L('Keep best of three for women', 'Оставить женщинам три сета'),
      L(
        "Best of three keeps women's matches intense and the schedule manageable; many fans argue even men's early rounds are too long.",
        'Три сета сохраняют напряжение женских матчей и управляемость расписания; многие болельщики считают, что даже мужские ранние круги слишком длинные.',
      ),
    ),
  ),
  topic(
    'tennis',
    'davis-cup-format',
    side(
      L('The old home-and-away Davis Cup', 'Старый Кубок Дэвиса «дома и в гостях»'),
      L(
        'Three-day ties at home or away, with five best-of-five matches, created unique atmospheres and national drama for more than a century.',
        'Трёхдневные встречи дома или в гостях с пятью матчами до трёх побед в сетах больше века создавали неповторимую атмосферу и национальную драму.',
      ),
    ),
    side(
      L('The new Davis Cup Finals', 'Новый формат с «Финалом»'),
      L(
        'A compact finals week brings the top players together in one place and spares them weeks of travel in an already crowded calendar.',
        'Компактная финальная неделя собирает лучших игроков в одном месте и избавляет их от недель переездов в и без того плотном календаре.',
      ),
    ),
  ),
  topic(
    'tennis',
    'on-court-coaching',
    side(
      L('Allow coaching during matches', 'Разрешить подсказки тренера'),
      L(
        'Players would get advice mid-match as in almost every other sport, and it would end the pretence about hidden signals from the box.',
        'Игроки получали бы советы по ходу матча, как почти во всех видах спорта, и исчезло бы лицемерие вокруг тайных знаков из ложи.',
      ),
    ),
    side(
      L('Players must solve problems alone', 'Игрок должен справляться сам'),
      L(
        'Working out an opponent alone on court is what makes tennis a unique test of character, and coaching favours players who can afford the best coaches.',
        'Самостоятельно разгадывать соперника на корте — вот что делает теннис уникальной проверкой характера, а подсказки дают фору тем, кто может позволить себе лучших тренеров.',
      ),
    ),
  ),
  topic(
    'tennis',
    'laver-vs-federer',
    side(
      L('Rod Laver', 'Род Лейвер'),
      L(
        'The only player to win the calendar Grand Slam twice (1962 and 1969), even though as a professional he was barred from the majors for five years.',
        'Единственный, кто дважды выиграл «Большой шлем» за один сезон (1962 и 1969), хотя как профессионал пять лет не допускался до этих турниров.',
      ),
    ),
    side(
      L('Roger Federer', 'Роджер Федерер'),
      L(
        'Dominated a far deeper, global field for two decades, reaching 31 Grand Slam finals and winning 20 of them.',
        'Два десятилетия доминировал в гораздо более плотной и международной конкуренции: 31 финал турниров «Большого шлема» и 20 побед в них.',
      ),
    ),
  ),
  topic(
    'tennis',
    'kafelnikov-vs-safin',
    side(
      L('Yevgeny Kafelnikov', 'Евгений Кафельников'),
      L(
        "Russia's first Grand Slam singles champion (Roland Garros 1996), winner of the 1999 Australian Open, world No. 1 and Olympic champion in Sydney 2000.",
        'Первый российский чемпион турнира «Большого шлема» в одиночном разряде («Ролан Гаррос»-1996), победитель Australian Open-1999, первая ракетка мира и олимпийский чемпион Сиднея-2000.',
      ),
    ),
    side(
      L('Marat Safin', 'Марат Сафин'),
      L(
        'Crushed Pete Sampras in the 2000 US Open final, won the 2005 Australian Open and reached No. 1: the most naturally gifted Russian player.',
        'Разгромил Пита Сампраса в финале US Open-2000, выиграл Australian Open-2005 и стал первой ракеткой мира — самый природно одарённый российский теннисист.',
      ),
    ),
  ),
  topic(
    'tennis',
    'electronic-line-calling',
    side(
      L('Electronic line calling only', 'Только электронная система'),
      L(
        'Cameras are more accurate than the human eye, end arguments over close calls and speed up matches; Wimbledon switched over in 2025.',
        'Камеры точнее человеческого глаза, снимают споры по спорным мячам и ускоряют матчи; Уимблдон перешёл на них в 2025 году.',
      ),
    ),
    side(
      L('Keep human line judges', 'Оставить линейных судей'),
      L(
        "Line judges are part of tennis's tradition and atmosphere, and challenges added a moment of drama that fans loved.",
        'Линейные судьи — часть традиций и атмосферы тенниса, а челленджи добавляли момент драмы, который любили болельщики.',
      ),
    ),
  ),
  topic(
    'tennis',
    'navratilova-vs-serena',
    side(
      L('Martina Navratilova', 'Мартина Навратилова'),
      L(
        'A record nine Wimbledon singles titles, 18 Grand Slam singles titles and 59 majors across all events: the greatest serve-and-volleyer ever.',
        'Рекордные девять побед на Уимблдоне в одиночном разряде, 18 одиночных и 59 в сумме титулов «Большого шлема» во всех разрядах — величайший мастер игры с лёта.',
      ),
    ),
    side(
      L('Serena Williams', 'Серена Уильямс'),
      L(
        "23 Grand Slam singles titles plus 14 in doubles with her sister Venus, and a 'Serena Slam' of four majors in a row twice (2002-03, 2014-15).",
        '23 титула «Большого шлема» в одиночном разряде плюс 14 в паре с сестрой Винус и два «Шлема Серены» — четыре турнира подряд (2002–2003 и 2014–2015).',
      ),
    ),
  ),
  topic(
    'tennis',
    'final-set-tie-break',
    side(
      L('Final-set tie-breaks are right', 'Тай-брейк в решающем сете — правильно'),
      L(
        'Marathons like Isner-Mahut (70-68 in the fifth) wrecked players for the next round; a 10-point tie-break at 6-6 gives a thrilling, fair finish.',
        'Марафоны вроде матча Изнера и Маю (70:68 в пятом сете) выжимали игроков до следующего круга; тай-брейк до 10 очков при 6:6 даёт яркую и честную развязку.',
      ),
    ),
    side(
      L('Bring back advantage final sets', 'Вернуть решающий сет до разницы в два гейма'),
      L(
        'Advantage final sets produced legendary epics, and winning by two games is tennis in its purest form.',
        'Решающие сеты без тай-брейка рождали легендарные эпопеи, а победа с разницей в два гейма — теннис в самом чистом виде.',
      ),
    ),
  ),
  topic(
    'tennis',
    'serve-and-volley-vs-baseline',
    side(
      L('Serve-and-volley tennis', 'Подача с выходом к сетке'),
      L(
        'Attacking the net gave tennis its most thrilling contrasts of style, as Edberg, Becker and Sampras showed, and points were decided with flair.',
        'Игра у сетки дарила теннису самые яркие контрасты стилей — вспомните Эдберга, Беккера и Сампраса, — а розыгрыши решались красиво.',
      ),
    ),
    side(
      L('Baseline tennis', 'Игра с задней линии'),
      L(
        'Modern baseline rallies show athletic tennis at its peak: the Djokovic-Nadal marathons produced some of the greatest matches ever played.',
        'Современные розыгрыши с задней линии — атлетичный теннис на пике: марафоны Джоковича и Надаля подарили одни из величайших матчей в истории.',
      ),
    ),
  ),
];

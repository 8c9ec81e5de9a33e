import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Football debates: players, teams, coaches, eras and how the game should be run. */
export const soccerDebates: readonly DebateTopic[] = [
  topic(
    'soccer',
    'messi-vs-ronaldo',
    side(
      L('Lionel Messi', 'Лионель Месси'),
      L(
        "Eight Ballon d'Or awards, the 2022 World Cup as the tournament's best player and a unique mix of dribbling, vision and goals: the most complete attacker the game has seen.",
        'Восемь «Золотых мячей», чемпионство мира 2022 года с призом лучшему игроку турнира и уникальное сочетание дриблинга, видения поля и голов — самый разносторонний атакующий игрок в истории.',
      ),
    ),
    side(
      L('Cristiano Ronaldo', 'Криштиану Роналду'),
      L(
        "The all-time top scorer in men's football and in the Champions League, five Ballon d'Or awards and league titles in England, Spain and Italy: greatness proven everywhere.",
        'Лучший бомбардир в истории мужского футбола и Лиги чемпионов, пять «Золотых мячей» и чемпионства в Англии, Испании и Италии — величие, доказанное везде.',
      ),
    ),
  ),
  topic(
    'soccer',
    'pele-vs-maradona',
    side(
      L('Pelé', 'Пеле'),
      L(
        'Three World Cups (1958, 1962, 1970) and well over a thousand goals by his own count: the first global superstar, who set the standard for everyone since.',
        'Три чемпионства мира (1958, 1962, 1970) и, по его собственному счёту, больше тысячи голов — первая мировая суперзвезда, задавшая планку для всех последующих.',
      ),
    ),
    side(
      L('Diego Maradona', 'Диего Марадона'),
      L(
        'Carried Argentina to the 1986 World Cup with the greatest individual tournament ever, then led unfancied Napoli to two Serie A titles against the giants of the north.',
        'Практически в одиночку привёл Аргентину к титулу чемпиона мира 1986 года, а затем сделал скромный «Наполи» дважды чемпионом Италии вопреки грандам с севера.',
      ),
    ),
  ),
  topic(
    'soccer',
    'is-var-good-for-football',
    side(
      L('Yes, VAR makes football fairer', 'Да, VAR сделал футбол честнее'),
      L(
        'Clear errors such as offside goals, missed penalties and mistaken identity are now corrected, and big matches rarely turn on one blind spot of the referee.',
        'Явные ошибки — голы из офсайда, незамеченные пенальти, удаление не того игрока — теперь исправляют, и судьбу больших матчей редко решает то, чего не увидел судья.',
      ),
    ),
    side(
      L('No, VAR spoils the game', 'Нет, VAR портит игру'),
      L(
        'Long checks kill the joy of celebrating a goal, offsides are decided by millimetres, and fans in the stadium are left in the dark while the decision is made.',
        'Долгие проверки убивают радость от гола, офсайды определяют по миллиметрам, а болельщики на стадионе не понимают, что происходит, пока принимается решение.',
      ),
    ),
  ),
  topic(
    'soccer',
    'best-premier-league-era',
    side(
      L('The Ferguson-Wenger era (1996-2005)', 'Эпоха Фергюсона и Венгера (1996–2005)'),
      L(
        'United and Arsenal fought fierce title races with Keane, Vieira, Henry and Giggs; the 1999 treble and the 2004 Invincibles came from this rivalry.',
        '«Манчестер Юнайтед» и «Арсенал» бились за титул с Кином, Виейрой, Анри и Гиггзом; требл 1999 года и «непобедимые» 2004-го родились в этом противостоянии.',
      ),
    ),
    side(
      L('The Guardiola-Klopp era (2017-2023)', 'Эпоха Гвардиолы и Клоппа (2017–2023)'),
      L(
        'City and Liverpool pushed each other to 90-plus points season after season, with tactical quality and intensity the league had never seen before.',
        '«Манчестер Сити» и «Ливерпуль» сезон за сезоном выжимали друг из друга по 90 с лишним очков, показывая невиданные для лиги тактику и интенсивность.',
      ),
    ),
  ),
  topic(
    'soccer',
    'invincibles-vs-centurions',
    side(
      L("Arsenal's Invincibles (2003-04)", '«Непобедимые» «Арсенала» (2003/04)'),
      L(
        'Unbeaten through a whole 38-game league season (26 wins, 12 draws) with Henry, Vieira and Bergkamp at their peak: no other Premier League side has done it.',
        'Весь сезон из 38 матчей без поражений (26 побед, 12 ничьих) с Анри, Виейрой и Бергкампом на пике — больше никому в Премьер-лиге это не удавалось.',
      ),
    ),
    side(
      L("Man City's Centurions (2017-18)", '«Сотня» «Манчестер Сити» (2017/18)'),
      L(
        "A record 100 points and 106 goals, the title won by 19 points: Guardiola's possession football at a level the league had never seen.",
        'Рекордные 100 очков и 106 голов, титул с отрывом в 19 очков — позиционный футбол Гвардиолы на уровне, которого лига ещё не видела.',
      ),
    ),
  ),
  topic(
    'soccer',
    'guardiola-barcelona-vs-zidane-real',
    side(
      L("Guardiola's Barcelona (2008-2012)", '«Барселона» Гвардиолы (2008–2012)'),
      L(
        'Two Champions Leagues in three seasons, six trophies in 2009 and a tiki-taka with Xavi, Iniesta and Messi that changed how the world plays.',
        'Две Лиги чемпионов за три сезона, шесть трофеев в 2009 году и тики-така с Хави, Иньестой и Месси, изменившая футбол во всём мире.',
      ),
    ),
    side(
      L("Zidane's Real Madrid (2016-2018)", '«Реал» Зидана (2016–2018)'),
      L(
        'Three Champions League titles in a row, a feat nobody else has managed in the Champions League era, built on Ronaldo, Modrić and nerves of steel in finals.',
        'Три Лиги чемпионов подряд — такого больше никто не добивался в эпоху Лиги чемпионов — благодаря Роналду, Модричу и стальным нервам в финалах.',
      ),
    ),
  ),
  topic(
    'soccer',
    'guardiola-vs-klopp',
    side(
      L('Pep Guardiola', 'Хосеп Гвардиола'),
      L(
        'League titles in Spain, Germany and England, two trebles (Barcelona 2009, Manchester City 2023) and tactical ideas copied around the world.',
        'Чемпионства в Испании, Германии и Англии, два требла («Барселона» в 2009-м, «Манчестер Сити» в 2023-м) и тактические идеи, которые копирует весь мир.',
      ),
    ),
    side(
      L('Jürgen Klopp', 'Юрген Клопп'),
      L(
        "Built winners without the biggest budget: two Bundesliga titles with Dortmund, then the 2019 Champions League and Liverpool's first league title in 30 years.",
        'Создавал чемпионов без самого большого бюджета: два титула бундеслиги с «Боруссией», затем Лига чемпионов-2019 и первое за 30 лет чемпионство «Ливерпуля».',
      ),
    ),
  ),
  topic(
    'soccer',
    'ferguson-vs-guardiola',
    side(
      L('Sir Alex Ferguson', 'Сэр Алекс Фергюсон'),
      L(
        '13 Premier League titles and two Champions Leagues in 26 years at Manchester United, rebuilding great teams again and again; before that he conquered Europe with Aberdeen.',
        '13 титулов Премьер-лиги и две Лиги чемпионов за 26 лет в «Манчестер Юнайтед», раз за разом перестраивая великие команды; до этого он покорил Европу с «Абердином».',
      ),
    ),
    side(
      L('Pep Guardiola', 'Хосеп Гвардиола'),
      L(
        'Changed how football is played in three countries, and his Manchester City won four Premier League titles in a row from 2021 to 2024, which no one had done before.',
        'Изменил футбол в трёх странах, а его «Манчестер Сити» выиграл четыре титула Премьер-лиги подряд (2021–2024) — раньше такого не удавалось никому.',
      ),
    ),
  ),
  topic(
    'soccer',
    'world-cup-vs-champions-league',
    side(
      L('The World Cup is harder to win', 'Чемпионат мира выиграть труднее'),
      L(
        'It comes once every four years, with only the players your country produces: no transfer can fix a weak position, and one bad day ends the dream.',
        'Он бывает раз в четыре года, а играть можно только теми, кого вырастила страна: слабую позицию не закрыть трансфером, и один неудачный день ставит крест на мечте.',
      ),
    ),
    side(
      L('The Champions League is harder', 'Лигу чемпионов выиграть труднее'),
      L(
        'The best clubs gather talent from every nation, so the level is higher, and the winner must beat elite sides in two-legged ties and a final every season.',
        'Лучшие клубы собирают таланты со всего мира, поэтому уровень выше, а победителю приходится проходить элитных соперников в двухматчевых противостояниях и финале.',
      ),
    ),
  ),
  topic(
    'soccer',
    'brazil-1970-vs-spain-2008-2012',
    side(
      L('Brazil 1970', 'Бразилия-1970'),
      L(
        "Pelé, Jairzinho, Tostão, Rivelino and Gérson won all six matches in Mexico with flowing attack; Carlos Alberto's goal in the final is still the model team goal.",
        'Пеле, Жаирзиньо, Тостао, Ривелино и Жерсон выиграли все шесть матчей в Мексике, играя в яркий атакующий футбол; гол Карлоса Алберто в финале до сих пор эталон командного гола.',
      ),
    ),
    side(
      L('Spain 2008-2012', 'Испания 2008–2012'),
      L(
        'Three major tournaments in a row (Euro 2008, World Cup 2010, Euro 2012) with a passing game that left opponents chasing shadows.',
        'Три крупных турнира подряд — Евро-2008, чемпионат мира 2010 года и Евро-2012 — с пасовой игрой, при которой соперники гонялись за тенью.',
      ),
    ),
  ),
  topic(
    'soccer',
    'ronaldo-nazario-vs-ronaldinho',
    side(
      L('Ronaldo Nazário', 'Роналдо'),
      L(
        "Two World Cups, eight goals at the 2002 finals including both in the final, two Ballon d'Or awards and explosive speed with the ball that defenders could not handle.",
        'Два чемпионства мира, восемь голов на ЧМ-2002, включая оба в финале, два «Золотых мяча» и взрывная скорость с мячом, с которой защитники ничего не могли поделать.',
      ),
    ),
    side(
      L('Ronaldinho', 'Роналдиньо'),
      L(
        "A world champion in 2002, Ballon d'Or winner in 2005 and Champions League winner in 2006, who played with such joy that even the Bernabéu applauded him.",
        'Чемпион мира 2002 года, обладатель «Золотого мяча» 2005-го и Лиги чемпионов 2006-го, игравший с такой радостью, что ему аплодировал даже «Сантьяго Бернабеу».',
      ),
    ),
  ),
  topic(
    'soccer',
    'shearer-vs-henry',
    side(
      L('Alan Shearer', 'Алан Ширер'),
      L(
        "The Premier League's all-time top scorer with 260 goals, a champion with Blackburn in 1995 and a complete centre-forward on the ground and in the air.",
        'Лучший бомбардир в истории Премьер-лиги (260 голов), чемпион 1995 года с «Блэкберном» и классический центрфорвард, одинаково опасный на земле и в воздухе.',
      ),
    ),
    side(
      L('Thierry Henry', 'Тьерри Анри'),
      L(
        'Four Premier League Golden Boots, two titles including the unbeaten season, and a way of scoring from the left with pace and finesse that redefined the striker.',
        'Четыре «Золотые бутсы» Премьер-лиги, два титула, включая сезон без поражений, и манера забивать со смещением с левого фланга, изменившая представление о форварде.',
      ),
    ),
  ),
  topic(
    'soccer',
    'haaland-vs-mbappe',
    side(
      L('Erling Haaland', 'Эрлинг Холанд'),
      L(
        'A scoring machine: a record 36 goals in his first Premier League season and a treble with Manchester City in 2023.',
        'Машина для голов: рекордные 36 мячей в первом же сезоне Премьер-лиги и требл с «Манчестер Сити» в 2023 году.',
      ),
    ),
    side(
      L('Kylian Mbappé', 'Килиан Мбаппе'),
      L(
        'A world champion at 19 and the scorer of a hat-trick in the 2022 World Cup final, with pace and finishing that decide the biggest games.',
        'Чемпион мира в 19 лет и автор хет-трика в финале чемпионата мира 2022 года: его скорость и завершение решают самые большие матчи.',
      ),
    ),
  ),
  topic(
    'soccer',
    'yashin-vs-buffon',
    side(
      L('Lev Yashin', 'Лев Яшин'),
      L(
        "The only goalkeeper to win the Ballon d'Or (1963), an Olympic and European champion with the USSR, who changed the position by commanding his whole penalty area.",
        'Единственный вратарь — обладатель «Золотого мяча» (1963), олимпийский чемпион и чемпион Европы со сборной СССР, изменивший амплуа игрой на всю штрафную.',
      ),
    ),
    side(
      L('Gianluigi Buffon', 'Джанлуиджи Буффон'),
      L(
        'World champion in 2006, ten Serie A titles with Juventus and the record for Serie A appearances, keeping goal at the top level for more than 25 years.',
        'Чемпион мира 2006 года, десять титулов в Серии А с «Ювентусом» и рекорд по числу матчей в Серии А — больше 25 лет на высшем уровне.',
      ),
    ),
  ),
  topic(
    'soccer',
    'euro-vs-copa-america',
    side(
      L('The Euros', 'Чемпионат Европы'),
      L(
        "More strong teams: almost every squad is full of players from Europe's top leagues, so even the group stage is hard to get through.",
        'Больше сильных команд: почти все сборные укомплектованы игроками топ-лиг Европы, поэтому даже групповой этап пройти непросто.',
      ),
    ),
    side(
      L('The Copa América', 'Кубок Америки'),
      L(
        'The oldest international tournament (since 1916), with fierce South American rivalries and the passion of Argentina, Brazil and Uruguay.',
        'Старейший турнир сборных (с 1916 года) с ожесточённым южноамериканским соперничеством и страстью Аргентины, Бразилии и Уругвая.',
      ),
    ),
  ),
  topic(
    'soccer',
    'world-cup-48-teams',
    side(
      L('48 teams will grow the game', '48 команд — это развитие футбола'),
      L(
        'More countries get to play on the biggest stage, giving football a boost in Africa, Asia and North America and creating new heroes.',
        'Больше стран сыграют на главной сцене: это даст толчок футболу в Африке, Азии и Северной Америке и подарит новых героев.',
      ),
    ),
    side(
      L('48 teams will dilute the World Cup', '48 команд размоют чемпионат мира'),
      L(
        'More mismatches, more matches for exhausted players, and a tournament that was special because it was hard to qualify for becomes easier to reach.',
        'Больше матчей с заведомым исходом, лишние игры для измотанных футболистов, а турнир, ценный тем, что на него трудно попасть, станет доступнее.',
      ),
    ),
  ),
  topic(
    'soccer',
    'european-super-league',
    side(
      L('Yes to a European Super League', 'За Суперлигу'),
      L(
        'The biggest clubs would meet each other every week, giving fans the best matches more often and bringing more money into the game.',
        'Крупнейшие клубы встречались бы каждую неделю: болельщики чаще видели бы лучшие матчи, а в футбол пришло бы больше денег.',
      ),
    ),
    side(
      L('No to a Super League', 'Против Суперлиги'),
      L(
        'It would kill sporting merit: fans rejected the 2021 plan because a place among the elite must be earned on the pitch, not reserved.',
        'Она убила бы спортивный принцип: болельщики отвергли проект 2021 года, потому что место среди элиты нужно заслужить на поле, а не получить по приглашению.',
      ),
    ),
  ),
  topic(
    'soccer',
    'real-madrid-vs-barcelona',
    side(
      L('Real Madrid', '«Реал Мадрид»'),
      L(
        "A record 15 European Cups and more Spanish titles than anyone: no club has won Europe's top prize so often or so dramatically.",
        'Рекордные 15 Кубков чемпионов и больше всех титулов чемпиона Испании: ни один клуб не выигрывал главный европейский трофей так часто и так драматично.',
      ),
    ),
    side(
      L('Barcelona', '«Барселона»'),
      L(
        "'More than a club': La Masia produced Messi, Xavi and Iniesta, and its style under Cruyff and Guardiola shaped modern football.",
        '«Больше чем клуб»: «Ла Масия» воспитала Месси, Хави и Иньесту, а стиль команды при Кройфе и Гвардиоле определил облик современного футбола.',
      ),
    ),
  ),
  topic(
    'soccer',
    'liverpool-vs-manchester-united',
    side(
      L('Liverpool', '«Ливерпуль»'),
      L(
        'Six European Cups, the most of any English club, 20 league titles and a story that runs from Shankly and Paisley to Klopp.',
        'Шесть Кубков чемпионов — больше, чем у любого английского клуба, 20 чемпионских титулов и история от Шенкли и Пейсли до Клоппа.',
      ),
    ),
    side(
      L('Manchester United', '«Манчестер Юнайтед»'),
      L(
        '20 English titles, 13 of them under Sir Alex Ferguson, three European Cups and one of the largest fan bases in world sport.',
        '20 титулов чемпиона Англии, 13 из них при сэре Алексе Фергюсоне, три Кубка чемпионов и одна из самых больших армий болельщиков в мировом спорте.',
      ),
    ),
  ),
  topic(
    'soccer',
    'penalty-shoot-outs',
    side(
      L('Shoot-outs are a fair decider', 'Серия пенальти — честный способ'),
      L(
        'Penalties test nerve, technique and preparation, settle the tie on the day and produce unforgettable drama; the better-prepared side usually wins.',
        'Пенальти проверяют нервы, технику и подготовку, решают исход в тот же день и дарят незабываемую драму; обычно побеждает лучше подготовленная команда.',
      ),
    ),
    side(
      L('Shoot-outs are a lottery', 'Серия пенальти — это лотерея'),
      L(
        'Deciding 120 minutes of football with a skill the game barely uses is unfair; more extra time or a replay would keep the result about football.',
        'Решать судьбу 120 минут навыком, которого почти нет в самой игре, несправедливо; дополнительное время подольше или переигровка оставили бы результат за футболом.',
      ),
    ),
  ),
  topic(
    'soccer',
    'eto-vs-drogba',
    side(
      L("Samuel Eto'o", 'Самюэль Это’о'),
      L(
        'Won back-to-back trebles with Barcelona (2009) and Inter (2010), scored in two Champions League finals and was African Player of the Year four times.',
        'Выиграл два требла подряд — с «Барселоной» (2009) и «Интером» (2010), забивал в двух финалах Лиги чемпионов и четырежды признавался лучшим футболистом Африки.',
      ),
    ),
    side(
      L('Didier Drogba', 'Дидье Дрогба'),
      L(
        "The big-game player: scored in four FA Cup finals, then the equaliser and the winning penalty in Chelsea's 2012 Champions League final.",
        'Игрок больших матчей: забивал в четырёх финалах Кубка Англии, а в финале Лиги чемпионов 2012 года сравнял счёт и реализовал победный пенальти «Челси».',
      ),
    ),
  ),
  topic(
    'soccer',
    'zidane-vs-platini',
    side(
      L('Zinedine Zidane', 'Зинедин Зидан'),
      L(
        'Two headers in the 1998 World Cup final, the Euro 2000 title and the most famous volley in Champions League final history in 2002.',
        'Два гола головой в финале чемпионата мира 1998 года, победа на Евро-2000 и самый знаменитый удар с лёта в истории финалов Лиги чемпионов в 2002-м.',
      ),
    ),
    side(
      L('Michel Platini', 'Мишель Платини'),
      L(
        "Three Ballon d'Or awards in a row (1983-1985) and nine goals at Euro 1984, which France won: a record for one European Championship that still stands.",
        'Три «Золотых мяча» подряд (1983–1985) и девять голов на Евро-1984, который выиграла Франция, — рекорд одного чемпионата Европы, не побитый до сих пор.',
      ),
    ),
  ),
  topic(
    'soccer',
    'cruyff-vs-beckenbauer',
    side(
      L('Johan Cruyff', 'Йохан Кройф'),
      L(
        "Three Ballon d'Or awards, three European Cups with Ajax and the face of total football, who later shaped Barcelona's philosophy as coach.",
        'Три «Золотых мяча», три Кубка чемпионов с «Аяксом», лицо тотального футбола, а затем тренер, заложивший философию «Барселоны».',
      ),
    ),
    side(
      L('Franz Beckenbauer', 'Франц Беккенбауэр'),
      L(
        "Won the World Cup as captain (1974) and as coach (1990), three European Cups with Bayern and two Ballon d'Or awards while reinventing the libero.",
        'Выиграл чемпионат мира капитаном (1974) и тренером (1990), три Кубка чемпионов с «Баварией» и два «Золотых мяча», заново придумав роль либеро.',
      ),
    ),
  ),
  topic(
    'soccer',
    'possession-vs-counter-attack',
    side(
      L('Possession football', 'Игра через контроль мяча'),
      L(
        "If you have the ball, the opponent cannot score: patient passing wears teams down and creates chances, as Guardiola's sides have shown for years.",
        'Пока мяч у тебя, соперник не забьёт: терпеливый пас изматывает оборону и создаёт моменты, что годами доказывают команды Гвардиолы.',
      ),
    ),
    side(
      L('Counter-attacking football', 'Игра на контратаках'),
      L(
        'A compact block and fast breaks punish teams that commit players forward; Mourinho, Simeone and Leicester 2016 won big titles this way.',
        'Компактная оборона и быстрые выпады наказывают тех, кто идёт вперёд всей командой; так выигрывали большие титулы Моуринью, Симеоне и «Лестер» в 2016 году.',
      ),
    ),
  ),
  topic(
    'soccer',
    'stop-clock',
    side(
      L('Yes to a stop clock', 'За «чистое» время'),
      L(
        'Matches often have under 60 minutes of real play; stopping the clock when the ball is dead would end time-wasting and make every minute count.',
        'Чистого времени в матче часто меньше 60 минут; если останавливать часы при каждой остановке игры, затягивание исчезнет, а каждая минута станет ценной.',
      ),
    ),
    side(
      L('Keep the running clock', 'Оставить обычный секундомер'),
      L(
        "The game's flow and its simple 90 minutes are part of its charm; added time already compensates, and matches would run longer on TV.",
        'Течение игры и простые 90 минут — часть очарования футбола; компенсированное время и так возмещает потери, а матчи в эфире стали бы длиннее.',
      ),
    ),
  ),
  topic(
    'soccer',
    'premier-league-vs-la-liga',
    side(
      L('The Premier League', 'Английская Премьер-лига'),
      L(
        'The most competitive and richest league, where anyone can beat anyone and even mid-table clubs sign international stars.',
        'Самая конкурентная и богатая лига, где любой может обыграть любого, а даже середняки подписывают звёзд сборных.',
      ),
    ),
    side(
      L('La Liga', 'Ла Лига'),
      L(
        'Home of Real Madrid and Barcelona, clubs with 20 Champions League titles between them, and the most technical football in Europe.',
        'Дом «Реала» и «Барселоны», у которых на двоих 20 побед в Кубке и Лиге чемпионов, и самый техничный футбол в Европе.',
      ),
    ),
  ),
  topic(
    'soccer',
    'xavi-vs-pirlo',
    side(
      L('Xavi', 'Хави'),
      L(
        'The metronome of Barcelona and Spain: four Champions Leagues, the 2010 World Cup and two Euros, with passing that controlled every big game.',
        'Метроном «Барселоны» и сборной Испании: четыре Лиги чемпионов, чемпионат мира 2010 года и два Евро, а его передачи подчиняли себе любой большой матч.',
      ),
    ),
    side(
      L('Andrea Pirlo', 'Андреа Пирло'),
      L(
        'World champion in 2006 and man of the match in three games there including the final, two Champions Leagues with Milan, and the regista who ran play from deep.',
        'Чемпион мира 2006 года и лучший игрок трёх матчей того турнира, включая финал, две Лиги чемпионов с «Миланом» — режиссёр, управлявший игрой из глубины.',
      ),
    ),
  ),
  topic(
    'soccer',
    'four-four-two-vs-four-three-three',
    side(
      L('The 4-4-2 formation', 'Схема 4-4-2'),
      L(
        "Two banks of four are compact, simple to coach and hard to break down; Ferguson's United and Simeone's Atlético won titles with it.",
        'Две линии по четыре компактны, просты в постановке и трудно вскрываются; с этой схемой выигрывали титулы «Манчестер Юнайтед» Фергюсона и «Атлетико» Симеоне.',
      ),
    ),
    side(
      L('The 4-3-3 formation', 'Схема 4-3-3'),
      L(
        "Three midfielders control the ball and three forwards press high: the shape of Guardiola's Barcelona and of most top teams today.",
        'Три полузащитника контролируют мяч, а три нападающих прессингуют высоко: так играла «Барселона» Гвардиолы и играет большинство топ-команд сегодня.',
      ),
    ),
  ),
  topic(
    'soccer',
    'el-clasico-vs-superclasico',
    side(
      L('El Clásico (Real Madrid v Barcelona)', 'Эль Класико («Реал» — «Барселона»)'),
      L(
        "The richest and most watched club match in the world, usually with the Ballon d'Or favourites on the pitch.",
        'Самый богатый и самый просматриваемый клубный матч в мире, обычно с главными претендентами на «Золотой мяч» на поле.',
      ),
    ),
    side(
      L('Superclásico (Boca Juniors v River Plate)', 'Суперкласико («Бока» — «Ривер Плейт»)'),
      L(
        'Pure passion: La Bombonera shaking, tifos and songs from the first minute to the last, and a rivalry that splits a whole country.',
        'Чистая страсть: трясущаяся «Бомбонера», баннеры и песни с первой до последней минуты и противостояние, которое делит всю страну.',
      ),
    ),
  ),
  topic(
    'soccer',
    'sin-bins-in-football',
    side(
      L('Bring in sin bins', 'За временные удаления'),
      L(
        'A ten-minute sin bin for dissent or cynical tactical fouls would punish them more than a yellow card, as rugby has shown for years.',
        'Удаление на десять минут за протесты или циничный тактический фол наказывало бы сильнее жёлтой карточки, как давно показывает регби.',
      ),
    ),
    side(
      L('No sin bins in football', 'Против временных удалений'),
      L(
        'Playing short-handed for ten minutes would swing matches too much and give already overloaded referees another big decision to make.',
        'Десять минут в меньшинстве слишком сильно влияли бы на исход матчей, а перегруженным судьям пришлось бы принимать ещё одно важное решение.',
      ),
    ),
  ),
  topic(
    'soccer',
    'fan-ownership-vs-investors',
    side(
      L("Fan ownership (Germany's 50+1)", 'Клубы болельщиков (правило 50+1)'),
      L(
        'Members keep control of their clubs, so tickets stay affordable and stadiums full, as in the Bundesliga, and no owner can move or ruin the club.',
        'Члены клуба сохраняют над ним контроль, поэтому билеты доступны, а стадионы полны, как в бундеслиге, и никакой владелец не может погубить клуб.',
      ),
    ),
    side(
      L('Private investors', 'Частные инвесторы'),
      L(
        'Owners who can invest freely let ambitious clubs break into the elite, as Chelsea and Manchester City did, instead of freezing the old order.',
        'Владельцы, свободно вкладывающие деньги, позволяют амбициозным клубам ворваться в элиту, как «Челси» и «Манчестер Сити», вместо того чтобы консервировать старый порядок.',
      ),
    ),
  ),
  topic(
    'soccer',
    'muller-vs-lewandowski',
    side(
      L('Gerd Müller', 'Герд Мюллер'),
      L(
        '365 Bundesliga goals, the 1974 World Cup and 40 league goals in 1971-72, a record that stood for 49 years; the purest penalty-box finisher ever.',
        '365 голов в бундеслиге, чемпионство мира 1974 года и 40 мячей за сезон 1971/72 — рекорд, продержавшийся 49 лет; самый чистый бомбардир штрафной площади.',
      ),
    ),
    side(
      L('Robert Lewandowski', 'Роберт Левандовский'),
      L(
        "Broke Müller's record with 41 goals in 2020-21, scored five in nine minutes against Wolfsburg and won the 2020 Champions League with Bayern.",
        'Побил рекорд Мюллера, забив 41 гол в сезоне 2020/21, наколотил пять мячей за девять минут «Вольфсбургу» и выиграл Лигу чемпионов-2020 с «Баварией».',
      ),
    ),
  ),
  topic(
    'soccer',
    'spartak-vs-zenit',
    side(
      L('Spartak Moscow', '«Спартак» Москва'),
      L(
        "The people's team: 12 Soviet and 10 Russian championships, the dominant club of the 1990s and the most supported club in the country.",
        'Народная команда: 12 чемпионств СССР и 10 чемпионств России, хозяин 1990-х и самый популярный клуб страны.',
      ),
    ),
    side(
      L('Zenit Saint Petersburg', '«Зенит» Санкт-Петербург'),
      L(
        'The strongest Russian club of the modern era: the 2008 UEFA Cup and Super Cup and ten Russian titles, six of them in a row from 2019 to 2024.',
        'Сильнейший российский клуб современности: Кубок УЕФА и Суперкубок УЕФА 2008 года и десять титулов чемпиона России, шесть из них подряд в 2019–2024 годах.',
      ),
    ),
  ),
  topic(
    'soccer',
    'greatest-world-cup-final',
    side(
      L('2022: Argentina v France', '2022: Аргентина — Франция'),
      L(
        'A 3-3 thriller with a Mbappé hat-trick and two goals from Messi, decided on penalties: drama from the first minute to the last kick.',
        'Триллер 3:3 с хет-триком Мбаппе и дублем Месси, решённый в серии пенальти: драма с первой минуты до последнего удара.',
      ),
    ),
    side(
      L('1966: England v West Germany', '1966: Англия — ФРГ'),
      L(
        "England's only world title: a 4-2 win after extra time at Wembley, Geoff Hurst's hat-trick and a 'ghost goal' still argued about today.",
        'Единственный титул Англии: победа 4:2 в дополнительное время на «Уэмбли», хет-трик Джеффа Херста и «призрачный гол», о котором спорят до сих пор.',
      ),
    ),
  ),
  topic(
    'soccer',
    'greatest-goal-ever',
    side(
      L("Maradona's solo goal v England, 1986", 'Сольный гол Марадоны Англии, 1986'),
      L(
        'The Goal of the Century: a run from his own half past several England players and the goalkeeper in a World Cup quarter-final.',
        'Гол века: проход от своей половины поля мимо нескольких англичан и вратаря в четвертьфинале чемпионата мира.',
      ),
    ),
    side(
      L("Zidane's volley v Leverkusen, 2002", 'Удар Зидана с лёта «Байеру», 2002'),
      L(
        'A left-footed volley from the edge of the box, with his weaker foot, that won Real Madrid the 2002 Champions League final at Hampden Park.',
        'Удар с лёта с линии штрафной левой, нерабочей ногой, принёсший «Реалу» победу в финале Лиги чемпионов 2002 года на «Хэмпден Парк».',
      ),
    ),
  ),
  topic(
    'soccer',
    'leicester-2016-vs-greece-2004',
    side(
      L("Leicester's title (2015-16)", 'Чемпионство «Лестера» (2015/16)'),
      L(
        '5000-1 outsiders who had barely escaped relegation the season before won the Premier League by ten points.',
        'Аутсайдеры с коэффициентом 5000 к 1, которые годом ранее едва спаслись от вылета, выиграли Премьер-лигу с отрывом в десять очков.',
      ),
    ),
    side(
      L("Greece's Euro 2004", 'Греция на Евро-2004'),
      L(
        'Unfancied Greece beat hosts Portugal twice, including the final, and holders France on the way to the title, with a defence nobody could break.',
        'Никем не принимаемая всерьёз Греция дважды обыграла хозяев португальцев, в том числе в финале, а по пути и действующих чемпионов французов с непробиваемой обороной.',
      ),
    ),
  ),
  topic(
    'soccer',
    'academy-vs-galacticos',
    side(
      L('Build through the academy', 'Растить своих воспитанников'),
      L(
        "Home-grown players share the club's identity and style; Barcelona's 2009-2011 side was built around La Masia graduates.",
        'Воспитанники разделяют идентичность и стиль клуба; «Барселона» 2009–2011 годов строилась вокруг выпускников «Ла Масии».',
      ),
    ),
    side(
      L('Buy the superstars', 'Покупать суперзвёзд'),
      L(
        "Signing the world's best brings instant quality and global appeal; Real Madrid's galácticos policy has won a string of Champions Leagues.",
        'Покупка лучших игроков мира даёт мгновенное качество и мировую популярность; политика «галактикос» принесла «Реалу» целую серию Лиг чемпионов.',
      ),
    ),
  ),
  topic(
    'soccer',
    'champions-league-format',
    side(
      L('The new league phase (from 2024)', 'Новый общий этап (с 2024 года)'),
      L(
        '36 teams in one table, each facing eight different opponents: more big games early, and every goal counts for the ranking until the final night.',
        '36 команд в одной таблице, у каждой восемь разных соперников: больше больших матчей с самого начала, и каждый гол важен для итогового места до последнего тура.',
      ),
    ),
    side(
      L('The old group stage', 'Старый групповой этап'),
      L(
        'Groups of four were easy to follow, built head-to-head drama over home and away games and did not add matches to a packed calendar.',
        'Группы по четыре команды было легко отслеживать, они рождали драму очных встреч дома и в гостях и не добавляли матчей в и без того плотный календарь.',
      ),
    ),
  ),
];

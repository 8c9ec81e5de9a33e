import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Basketball debates: the NBA's greatest players and teams, Europe, and how the game changes. */
export const basketballDebates: readonly DebateTopic[] = [
  topic(
    'basketball',
    'jordan-vs-lebron',
    side(
      L('Michael Jordan', 'Майкл Джордан'),
      L(
        'Six titles in six Finals, six Finals MVPs, five MVPs and ten scoring titles: when it mattered most, he never lost.',
        'Шесть титулов в шести финалах, шесть призов MVP финала, пять MVP сезона и десять титулов лучшего снайпера: когда было важнее всего, он не проигрывал.',
      ),
    ),
    side(
      L('LeBron James', 'Леброн Джеймс'),
      L(
        "Four titles with three different franchises, the NBA's all-time leading scorer and more than 20 seasons at an elite level: the most complete career ever.",
        'Четыре титула с тремя разными клубами, лучший снайпер в истории НБА и больше 20 сезонов на элитном уровне — самая полная карьера в истории.',
      ),
    ),
  ),
  topic(
    'basketball',
    'jordan-vs-kobe',
    side(
      L('Michael Jordan', 'Майкл Джордан'),
      L(
        "Six titles to Kobe's five, six Finals MVPs to two and five MVPs to one: on every measure of greatness, Jordan stays a step ahead.",
        'Шесть титулов против пяти у Коби, шесть MVP финала против двух и пять MVP сезона против одного: по всем меркам величия Джордан на шаг впереди.',
      ),
    ),
    side(
      L('Kobe Bryant', 'Коби Брайант'),
      L(
        'Modelled his game on Jordan, won five titles and scored 33,643 points, more than Jordan, in 20 seasons with one franchise, including 81 in one game.',
        'Строил свою игру по образцу Джордана, выиграл пять титулов и набрал 33 643 очка — больше, чем Джордан, — за 20 сезонов в одном клубе, включая 81 очко за матч.',
      ),
    ),
  ),
  topic(
    'basketball',
    'kobe-vs-duncan',
    side(
      L('Kobe Bryant', 'Коби Брайант'),
      L(
        'Five titles, two Finals MVPs and the most feared scorer of his generation, who wanted the last shot in every big game.',
        'Пять титулов, два приза MVP финала и самый опасный снайпер своего поколения, всегда бравший на себя последний бросок.',
      ),
    ),
    side(
      L('Tim Duncan', 'Тим Данкан'),
      L(
        'Five titles across three decades (1999-2014), three Finals MVPs and two MVPs as the quiet foundation of the Spurs dynasty.',
        'Пять титулов в трёх разных десятилетиях (1999–2014), три MVP финала и два MVP сезона — тихий фундамент династии «Сан-Антонио».',
      ),
    ),
  ),
  topic(
    'basketball',
    'magic-vs-curry',
    side(
      L('Magic Johnson', 'Мэджик Джонсон'),
      L(
        'Five titles with the Showtime Lakers, three MVPs and three Finals MVPs: a 6-foot-9 point guard who reinvented the position.',
        'Пять титулов с «Лейкерс» эпохи «шоутайма», три MVP сезона и три MVP финала — разыгрывающий ростом 206 см, заново придумавший позицию.',
      ),
    ),
    side(
      L('Stephen Curry', 'Стефен Карри'),
      L(
        'Four titles, two MVPs (the first unanimous one, in 2016) and the greatest shooter in history, who changed how the whole game is played.',
        'Четыре титула, два MVP сезона (в 2016 году — первый единогласный) и величайший снайпер в истории, изменивший то, как играют в баскетбол.',
      ),
    ),
  ),
  topic(
    'basketball',
    'bird-vs-magic',
    side(
      L('Larry Bird', 'Ларри Бёрд'),
      L(
        'Three straight MVPs (1984-1986) and three titles with the Celtics: a shooter, passer and competitor who could win games on his own.',
        'Три MVP подряд (1984–1986) и три титула с «Селтикс»: снайпер, распасовщик и боец, способный выиграть матч в одиночку.',
      ),
    ),
    side(
      L('Magic Johnson', 'Мэджик Джонсон'),
      L(
        'Five titles in the 1980s, the first as a rookie when he started at center in Game 6 of the 1980 Finals and scored 42 points.',
        'Пять титулов в 1980-е, первый — новичком, когда он вышел центровым в шестом матче финала 1980 года и набрал 42 очка.',
      ),
    ),
  ),
  topic(
    'basketball',
    'russell-vs-chamberlain',
    side(
      L('Bill Russell', 'Билл Расселл'),
      L(
        '11 titles in 13 seasons with Boston: the ultimate winner and a defensive genius whose teams always won the biggest games.',
        '11 титулов за 13 сезонов в «Бостоне»: главный победитель в истории и гений защиты, чьи команды всегда выигрывали самые важные матчи.',
      ),
    ),
    side(
      L('Wilt Chamberlain', 'Уилт Чемберлен'),
      L(
        '100 points in a game, 50.4 points a game over a season and 55 rebounds in one game: statistical feats nobody has come close to.',
        '100 очков в одном матче, 50,4 очка в среднем за сезон и 55 подборов за игру — статистика, к которой никто даже не приблизился.',
      ),
    ),
  ),
  topic(
    'basketball',
    'kareem-vs-shaq',
    side(
      L('Kareem Abdul-Jabbar', 'Карим Абдул-Джаббар'),
      L(
        'A record six MVPs, six titles and the unstoppable skyhook: his scoring record stood for almost 39 years.',
        'Рекордные шесть MVP сезона, шесть титулов и неотразимый скайхук; его рекорд по очкам продержался почти 39 лет.',
      ),
    ),
    side(
      L("Shaquille O'Neal", 'Шакил О’Нил'),
      L(
        'The most dominant physical force ever: three straight titles and three Finals MVPs with the Lakers (2000-2002), then a fourth ring in Miami.',
        'Самая доминирующая физическая сила в истории: три титула подряд и три MVP финала с «Лейкерс» (2000–2002), а затем четвёртый перстень в «Майами».',
      ),
    ),
  ),
  topic(
    'basketball',
    'bulls-1996-vs-warriors-2017',
    side(
      L('1995-96 Chicago Bulls', '«Чикаго Буллз» 1995/96'),
      L(
        '72-10 in the regular season and the title, with Jordan, Pippen and Rodman also making them one of the fiercest defensive teams ever.',
        '72 победы при 10 поражениях в регулярном сезоне и титул, а Джордан, Пиппен и Родман сделали команду ещё и одной из самых свирепых в защите.',
      ),
    ),
    side(
      L('2016-17 Golden State Warriors', '«Голден Стэйт Уорриорз» 2016/17'),
      L(
        'Added Kevin Durant to a 73-win team and went 16-1 in the playoffs, the best post-season record ever.',
        'Добавили Кевина Дюранта к команде, выигравшей 73 матча, и прошли плей-офф 16–1 — лучший результат в истории.',
      ),
    ),
  ),
  topic(
    'basketball',
    'three-point-revolution',
    side(
      L('The three-point era is great', 'Эпоха трёхочковых — это прекрасно'),
      L(
        "Spacing and long-range shooting make the game faster and open up driving lanes; Curry's range thrills fans everywhere.",
        'Расстановка по периметру и дальние броски сделали игру быстрее и открыли проходы к кольцу; дальнобойность Карри восхищает болельщиков по всему миру.',
      ),
    ),
    side(
      L('Too many threes', 'Трёхочковых слишком много'),
      L(
        'Teams launch 35 or more threes a night and offences all look alike; post play and mid-range artistry are disappearing.',
        'Команды бросают по 35 и больше трёхочковых за матч, и все атаки похожи одна на другую; игра спиной к кольцу и средние броски исчезают.',
      ),
    ),
  ),
  topic(
    'basketball',
    'jokic-vs-giannis',
    side(
      L('Nikola Jokić', 'Никола Йокич'),
      L(
        'Three MVPs (2021, 2022, 2024) and the 2023 title with Denver: a center who passes like a point guard and controls every possession.',
        'Три MVP сезона (2021, 2022, 2024) и титул 2023 года с «Денвером»: центровой, который пасует как разыгрывающий и управляет каждым владением.',
      ),
    ),
    side(
      L('Giannis Antetokounmpo', 'Яннис Адетокунбо'),
      L(
        'Two MVPs, Defensive Player of the Year and the 2021 title with Milwaukee, sealed by 50 points in the deciding Game 6 of the Finals.',
        'Два MVP сезона, приз лучшему защитнику и титул 2021 года с «Милуоки», добытый 50 очками в решающем шестом матче финала.',
      ),
    ),
  ),
  topic(
    'basketball',
    'dream-team-vs-redeem-team',
    side(
      L('1992 Dream Team', '«Команда мечты» 1992 года'),
      L(
        'Jordan, Magic, Bird and company won by almost 44 points a game in Barcelona and made basketball a truly global sport.',
        'Джордан, Мэджик, Бёрд и компания выигрывали в Барселоне в среднем почти по 44 очка и сделали баскетбол по-настоящему мировым видом спорта.',
      ),
    ),
    side(
      L('2008 Redeem Team', '«Команда искупления» 2008 года'),
      L(
        'Kobe, LeBron and Wade restored US pride in Beijing after the 2004 bronze, beating a strong Spain 118-107 in a classic final.',
        'Коби, Леброн и Уэйд вернули американцам гордость в Пекине после бронзы 2004 года, обыграв сильную Испанию 118:107 в классическом финале.',
      ),
    ),
  ),
  topic(
    'basketball',
    'munich-1972-final',
    side(
      L('The USSR won the 1972 final fairly', 'СССР выиграл финал-1972 честно'),
      L(
        "The Soviet bench had asked for a timeout that was not granted in time, so officials restored the last three seconds; Alexander Belov's layup won it 51-50.",
        'Советская скамейка вовремя просила тайм-аут, которого не дали, поэтому судьи вернули последние три секунды; бросок Александра Белова принёс победу 51:50.',
      ),
    ),
    side(
      L('The US team was robbed in 1972', 'Сборную США в 1972-м ограбили'),
      L(
        'The clock was reset more than once after the horn amid confusion, and the American players refused their silver medals in protest.',
        'Время после сирены переустанавливали не раз в полной неразберихе, и американские игроки в знак протеста отказались от серебряных медалей.',
      ),
    ),
  ),
  topic(
    'basketball',
    'shorter-nba-season',
    side(
      L('Shorten the 82-game season', 'Сократить сезон из 82 матчей'),
      L(
        'Fewer games would mean fewer injuries, less load management and more stars on the court in the matches fans pay to see.',
        'Меньше матчей — меньше травм, меньше «регулирования нагрузки» и больше звёзд на площадке в тех играх, за которые болельщики платят деньги.',
      ),
    ),
    side(
      L('Keep 82 games', 'Оставить 82 матча'),
      L(
        "82 games are part of the league's history and records, and fewer games would mean less revenue and fewer chances to see your team.",
        '82 матча — часть истории и рекордов лиги, а сокращение означало бы меньше доходов и меньше шансов увидеть свою команду.',
      ),
    ),
  ),
  topic(
    'basketball',
    'celtics-vs-lakers',
    side(
      L('Boston Celtics', '«Бостон Селтикс»'),
      L(
        "A record 18 titles after the 2024 championship, including Bill Russell's eight in a row from 1959 to 1966.",
        'Рекордные 18 титулов после чемпионства 2024 года, включая восемь подряд эпохи Билла Расселла с 1959 по 1966 год.',
      ),
    ),
    side(
      L('Los Angeles Lakers', '«Лос-Анджелес Лейкерс»'),
      L(
        '17 titles and a line of superstars unmatched by any franchise: Mikan, West, Kareem, Magic, Shaq, Kobe and LeBron.',
        '17 титулов и вереница суперзвёзд, какой нет ни у одного клуба: Майкан, Уэст, Карим, Мэджик, Шак, Коби и Леброн.',
      ),
    ),
  ),
  topic(
    'basketball',
    'real-madrid-vs-cska',
    side(
      L('Real Madrid', '«Реал Мадрид»'),
      L(
        'A record 11 European Cup and EuroLeague titles, three of them since 2015: the most decorated club in European basketball.',
        'Рекордные 11 побед в Кубке чемпионов и Евролиге, три из них после 2015 года, — самый титулованный клуб европейского баскетбола.',
      ),
    ),
    side(
      L('CSKA Moscow', 'ЦСКА Москва'),
      L(
        'Eight European titles, four of them in the EuroLeague era (2006, 2008, 2016, 2019), and a place in the Final Four in almost every season from 2003 to 2019.',
        'Восемь европейских титулов, четыре из них в эпоху Евролиги (2006, 2008, 2016, 2019), и выходы в «Финал четырёх» почти в каждом сезоне с 2003 по 2019 год.',
      ),
    ),
  ),
  topic(
    'basketball',
    'rings-vs-talent',
    side(
      L('Titles define greatness', 'Величие измеряется титулами'),
      L(
        'Basketball is played to win championships; the greatest players find a way to lift their teams when everything is on the line.',
        'В баскетбол играют ради чемпионства; великие игроки находят способ повести команду за собой, когда на кону всё.',
      ),
    ),
    side(
      L('Individual brilliance matters more', 'Важнее личное мастерство'),
      L(
        'Titles depend on team-mates, coaches and luck; Charles Barkley and Karl Malone never won one, yet few were better.',
        'Титулы зависят от партнёров, тренеров и удачи; Чарльз Баркли и Карл Мэлоун не выиграли ни одного, но мало кто был сильнее их.',
      ),
    ),
  ),
  topic(
    'basketball',
    'duncan-vs-nowitzki',
    side(
      L('Tim Duncan', 'Тим Данкан'),
      L(
        'The best power forward ever: five titles, 15 All-NBA selections and the fundamentals that anchored the Spurs for 19 seasons.',
        'Лучший тяжёлый форвард в истории: пять титулов, 15 попаданий в символические сборные НБА и безупречная база, державшая «Сперс» 19 сезонов.',
      ),
    ),
    side(
      L('Dirk Nowitzki', 'Дирк Новицки'),
      L(
        'Changed the position with his one-legged fadeaway, won the 2007 MVP and led Dallas past the Heat to the 2011 title as Finals MVP.',
        'Изменил позицию своим фейдэвеем с одной ноги, стал MVP 2007 года и привёл «Даллас» к титулу 2011 года через «Майами», став MVP финала.',
      ),
    ),
  ),
  topic(
    'basketball',
    'sabonis-vs-petrovic',
    side(
      L('Arvydas Sabonis', 'Арвидас Сабонис'),
      L(
        'A 2.21 m center with a guard’s passing skills, Olympic champion with the USSR in 1988 and later a Portland favourite despite bad knees.',
        'Центровой ростом 221 см с передачами защитника, олимпийский чемпион 1988 года в составе сборной СССР, а позже любимец «Портленда», несмотря на больные колени.',
      ),
    ),
    side(
      L('Dražen Petrović', 'Дражен Петрович'),
      L(
        'A shooting genius who won two European Cups with Cibona and made the All-NBA Third Team with the Nets before his death in 1993.',
        'Снайперский гений, выигравший два Кубка чемпионов с «Цибоной» и попавший в третью символическую сборную НБА в составе «Нетс» незадолго до гибели в 1993 году.',
      ),
    ),
  ),
  topic(
    'basketball',
    'nba-europe-division',
    side(
      L('The NBA should expand to Europe', 'НБА пора прийти в Европу'),
      L(
        'European fans and players are a huge part of the modern NBA; a European division would grow the game and bring the best league closer.',
        'Европейские болельщики и игроки — огромная часть современной НБА; европейский дивизион развил бы игру и приблизил лучшую лигу к зрителям.',
      ),
    ),
    side(
      L('Keep the NBA out of Europe', 'НБА не место в Европе'),
      L(
        "Transatlantic travel would be brutal for players, and it would hurt the EuroLeague and national leagues, the home of Europe's own game.",
        'Перелёты через Атлантику вымотали бы игроков, а Евролига и национальные чемпионаты — дом европейского баскетбола — серьёзно пострадали бы.',
      ),
    ),
  ),
  topic(
    'basketball',
    'best-dunk-contest',
    side(
      L('Vince Carter, 2000', 'Винс Картер, 2000'),
      L(
        'The 360 windmill, the between-the-legs dunk off a bounce pass and the arm in the rim: a performance that revived the contest.',
        '«Мельница» с разворотом на 360 градусов, данк с проносом мяча между ног и рука в кольце до локтя — выступление, возродившее конкурс.',
      ),
    ),
    side(
      L('Zach LaVine v Aaron Gordon, 2016', 'Зак Лавин против Аарона Гордона, 2016'),
      L(
        "Two players trading perfect dunks through extra rounds, with Gordon's leap over the mascot: the greatest duel in the contest's history.",
        'Двое игроков обменивались идеальными данками в дополнительных раундах, а Гордон перепрыгнул через маскота — величайшая дуэль в истории конкурса.',
      ),
    ),
  ),
  topic(
    'basketball',
    'shaq-vs-kobe-three-peat',
    side(
      L("Shaq made the Lakers' three-peat", 'Три титула «Лейкерс» сделал Шак'),
      L(
        'He was Finals MVP in all three Finals from 2000 to 2002 and the unstoppable force in the paint that every defence was built around.',
        'Он был MVP всех трёх финалов с 2000 по 2002 год и неудержимой силой под кольцом, вокруг которой строилась любая защита соперников.',
      ),
    ),
    side(
      L('Kobe made the three-peat', 'Три титула сделал Коби'),
      L(
        'He closed out big games on the perimeter, and his two titles without Shaq in 2009 and 2010 proved he was a champion in his own right.',
        'Он добивал соперников в концовках больших матчей, а два титула без Шака в 2009 и 2010 годах доказали, что он чемпион сам по себе.',
      ),
    ),
  ),
  topic(
    'basketball',
    'nba-vs-euroleague-basketball',
    side(
      L('NBA basketball is the best to watch', 'Баскетбол НБА зрелищнее'),
      L(
        'The best athletes in the world, individual brilliance, dunks and a 24-second game of constant highlights.',
        'Лучшие атлеты мира, индивидуальное мастерство, данки и 24-секундные атаки, полные эффектных моментов.',
      ),
    ),
    side(
      L('EuroLeague basketball is the best', 'Баскетбол Евролиги интереснее'),
      L(
        'Team play, tactics and every regular-season game mattering, in arenas with some of the loudest fans in the sport.',
        'Командная игра, тактика и важность каждого матча регулярного сезона на аренах с одними из самых громких болельщиков в спорте.',
      ),
    ),
  ),
  topic(
    'basketball',
    'durant-vs-kawhi',
    side(
      L('Kevin Durant', 'Кевин Дюрант'),
      L(
        'One of the best pure scorers ever: four scoring titles, the 2014 MVP, two Finals MVPs and four Olympic golds.',
        'Один из лучших чистых снайперов в истории: четыре титула лучшего бомбардира, MVP 2014 года, два MVP финала и четыре олимпийских золота.',
      ),
    ),
    side(
      L('Kawhi Leonard', 'Кавай Леонард'),
      L(
        'Finals MVP with two different teams (the 2014 Spurs and the 2019 Raptors), two Defensive Player awards and the famous Game 7 buzzer-beater against Philadelphia.',
        'MVP финала с двумя разными командами («Сан-Антонио» в 2014-м и «Торонто» в 2019-м), два приза лучшему защитнику и знаменитый бросок на сирену в седьмом матче с «Филадельфией».',
      ),
    ),
  ),
];

import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Hockey debates: NHL and Soviet legends, dynasties, and the rules of the modern game. */
export const hockeyDebates: readonly DebateTopic[] = [
  topic(
    'hockey',
    'ovechkin-vs-crosby',
    side(
      L('Alexander Ovechkin', 'Александр Овечкин'),
      L(
        "The greatest goal-scorer in NHL history: he broke Wayne Gretzky's record of 894 goals in 2025 and has won a record nine Rocket Richard Trophies.",
        'Лучший снайпер в истории НХЛ: в 2025 году побил рекорд Уэйна Гретцки (894 гола) и рекордные девять раз выигрывал «Морис Ришар Трофи».',
      ),
    ),
    side(
      L('Sidney Crosby', 'Сидни Кросби'),
      L(
        'Three Stanley Cups, two Olympic golds and a complete two-way game: the best all-round player of his generation.',
        'Три Кубка Стэнли, два олимпийских золота и безупречная игра в обе стороны — самый разносторонний хоккеист своего поколения.',
      ),
    ),
  ),
  topic(
    'hockey',
    'gretzky-vs-lemieux',
    side(
      L('Wayne Gretzky', 'Уэйн Гретцки'),
      L(
        'Records once thought impossible: 2,857 points, 215 in one season, and more assists alone than any other player has points.',
        'Рекорды, казавшиеся невозможными: 2857 очков, 215 за один сезон и больше одних только передач, чем у любого другого игрока очков.',
      ),
    ),
    side(
      L('Mario Lemieux', 'Марио Лемье'),
      L(
        'Perhaps the most talented of all: 1.88 points per game, two Stanley Cups, and a scoring title won in 1993 after treatment for cancer.',
        'Возможно, самый талантливый из всех: 1,88 очка за матч, два Кубка Стэнли и титул лучшего бомбардира 1993 года, завоёванный после лечения от рака.',
      ),
    ),
  ),
  topic(
    'hockey',
    'ovechkin-vs-gretzky',
    side(
      L('Ovechkin is the greatest goal-scorer', 'Лучший снайпер — Овечкин'),
      L(
        "He beat Gretzky's career goal record in an era of elite goaltending and tight defensive systems, when every goal was far harder to score.",
        'Он побил рекорд Гретцки по голам в эпоху элитных вратарей и плотных оборонительных систем, когда каждая шайба давалась гораздо тяжелее.',
      ),
    ),
    side(
      L('Gretzky is the greatest goal-scorer', 'Лучший снайпер — Гретцки'),
      L(
        "He scored 92 goals in one season and 50 in his first 39 games of 1981-82, records nobody has approached, while also being the game's greatest playmaker.",
        'Он забил 92 гола за сезон и 50 в первых 39 матчах сезона 1981/82 — к этим рекордам никто не приблизился, — будучи ещё и лучшим распасовщиком в истории.',
      ),
    ),
  ),
  topic(
    'hockey',
    'orr-vs-lidstrom',
    side(
      L('Bobby Orr', 'Бобби Орр'),
      L(
        'The only defenceman to win the scoring title, twice, and winner of eight straight Norris Trophies: he turned defence into attack.',
        'Единственный защитник, выигрывавший гонку бомбардиров (дважды), и восемь раз подряд обладатель «Норрис Трофи» — он превратил защиту в атаку.',
      ),
    ),
    side(
      L('Nicklas Lidström', 'Никлас Лидстрем'),
      L(
        'Seven Norris Trophies, four Stanley Cups and 20 flawless seasons with Detroit; the first European-trained captain to lift the Cup.',
        'Семь «Норрис Трофи», четыре Кубка Стэнли и 20 безупречных сезонов в «Детройте»; первый капитан-европеец, поднявший Кубок.',
      ),
    ),
  ),
  topic(
    'hockey',
    'soviet-vs-canadian-school',
    side(
      L('The Soviet school of hockey', 'Советская школа хоккея'),
      L(
        "Passing, collective movement and skill: the USSR won seven of nine Olympic tournaments from 1956 to 1988 and nearly beat Canada's NHL stars in 1972.",
        'Пас, коллективное движение и мастерство: СССР выиграл семь из девяти олимпийских турниров с 1956 по 1988 год и едва не обыграл звёзд НХЛ в Суперсерии-1972.',
      ),
    ),
    side(
      L('The Canadian school of hockey', 'Канадская школа хоккея'),
      L(
        'The birthplace of the game: Canada won the 1972 Summit Series and has the most Olympic and world titles, built on skating, grit and the NHL.',
        'Родина хоккея: Канада выиграла Суперсерию-1972 и больше всех побеждала на Олимпиадах и чемпионатах мира — на катании, характере и опыте НХЛ.',
      ),
    ),
  ),
  topic(
    'hockey',
    'tretiak-vs-hasek',
    side(
      L('Vladislav Tretiak', 'Владислав Третьяк'),
      L(
        'Three Olympic golds and ten world titles with the USSR, and the first Soviet player inducted into the Hockey Hall of Fame.',
        'Три олимпийских золота и десять титулов чемпиона мира со сборной СССР; первый советский хоккеист, введённый в Зал хоккейной славы.',
      ),
    ),
    side(
      L('Dominik Hašek', 'Доминик Гашек'),
      L(
        "'The Dominator': six Vezina Trophies, the only goalie to win the Hart Trophy twice, and Olympic gold for the Czech Republic in Nagano in 1998.",
        '«Доминатор»: шесть «Везина Трофи», единственный вратарь, дважды получивший «Харт Трофи», и олимпийское золото сборной Чехии в Нагано-1998.',
      ),
    ),
  ),
  topic(
    'hockey',
    'nhl-at-the-olympics',
    side(
      L('NHL players belong at the Olympics', 'Игрокам НХЛ место на Олимпиаде'),
      L(
        'Best-on-best hockey at the Olympics, as in 2010 and 2014, is the pinnacle of the sport and grows the game around the world.',
        'Олимпийский турнир сильнейших, как в 2010 и 2014 годах, — вершина хоккея и лучший способ развивать игру по всему миру.',
      ),
    ),
    side(
      L('The NHL season comes first', 'Сезон НХЛ важнее'),
      L(
        'A two-week break in mid-season disrupts the league calendar and risks injuries to players whom the clubs pay.',
        'Двухнедельная пауза посреди сезона ломает календарь лиги и грозит травмами игроков, которым платят клубы.',
      ),
    ),
  ),
  topic(
    'hockey',
    'fighting-in-hockey',
    side(
      L('Fighting is part of hockey', 'Драки — часть хоккея'),
      L(
        "Fights let players police the game themselves, deter cheap shots on stars and fire up teams and crowds; it's an old tradition of the sport.",
        'Драки позволяют игрокам самим наводить порядок, удерживают от грязных приёмов против звёзд и заводят команду и трибуны; это давняя традиция.',
      ),
    ),
    side(
      L('Ban fighting from hockey', 'Драки пора запретить'),
      L(
        'Bare-knuckle fights cause concussions and long-term brain injuries; Olympic and European hockey thrive without them.',
        'Драки без перчаток приводят к сотрясениям и долгосрочным травмам мозга, а олимпийский и европейский хоккей прекрасно обходятся без них.',
      ),
    ),
  ),
  topic(
    'hockey',
    'shootout-vs-overtime',
    side(
      L('Keep the shootout', 'Оставить буллиты'),
      L(
        'Shootouts guarantee a winner, showcase pure skill and goaltending one-on-one, and give fans a dramatic finish every time.',
        'Серия буллитов гарантирует победителя, показывает чистое мастерство один на один с вратарём и каждый раз дарит зрителям драматичную развязку.',
      ),
    ),
    side(
      L('Decide it with longer 3-on-3 overtime', 'Решать всё в овертайме 3 на 3'),
      L(
        'A skills contest is not hockey; a longer 3-on-3 overtime settles almost every game with real team play.',
        'Конкурс мастерства — это не хоккей; более длинный овертайм три на три решает почти все матчи настоящей командной игрой.',
      ),
    ),
  ),
  topic(
    'hockey',
    'malkin-vs-datsyuk',
    side(
      L('Evgeni Malkin', 'Евгений Малкин'),
      L(
        'Three Stanley Cups, the Hart Trophy, two Art Ross Trophies and the 2009 Conn Smythe: the most decorated Russian center in the NHL.',
        'Три Кубка Стэнли, «Харт Трофи», два «Арт Росс Трофи» и «Конн Смайт Трофи»-2009 — самый титулованный российский центрфорвард в НХЛ.',
      ),
    ),
    side(
      L('Pavel Datsyuk', 'Павел Дацюк'),
      L(
        "The 'Magic Man': two Cups with Detroit, three Selke Trophies as the league's best defensive forward and hands that made the impossible look easy.",
        '«Волшебник»: два Кубка Стэнли с «Детройтом», три «Селки Трофи» лучшему нападающему оборонительного плана и руки, делавшие невозможное простым.',
      ),
    ),
  ),
  topic(
    'hockey',
    'canadiens-1950s-vs-oilers-1980s',
    side(
      L('Montreal Canadiens, 1956-1960', '«Монреаль Канадиенс» 1956–1960'),
      L(
        'Five straight Stanley Cups with Maurice Richard and Jean Béliveau, a record that still stands.',
        'Пять Кубков Стэнли подряд с Морисом Ришаром и Жаном Беливо — рекорд, который держится до сих пор.',
      ),
    ),
    side(
      L('Edmonton Oilers, 1984-1990', '«Эдмонтон Ойлерз» 1984–1990'),
      L(
        'Five Cups in seven seasons, led by Gretzky and Messier, with run-and-gun hockey and scoring records that may never be broken.',
        'Пять Кубков за семь сезонов во главе с Гретцки и Мессье, атакующий хоккей и рекорды результативности, которые, возможно, никогда не будут побиты.',
      ),
    ),
  ),
  topic(
    'hockey',
    'kharlamov-vs-makarov',
    side(
      L('Valeri Kharlamov', 'Валерий Харламов'),
      L(
        'The dazzling star of the 1972 Summit Series, two Olympic golds and eight world titles; his dekes still inspire Russian forwards.',
        'Яркая звезда Суперсерии-1972, два олимпийских золота и восемь титулов чемпиона мира; его обводки до сих пор вдохновляют российских нападающих.',
      ),
    ),
    side(
      L('Sergei Makarov', 'Сергей Макаров'),
      L(
        'The top scorer of the KLM line, two Olympic golds and eight world titles, then the NHL’s rookie of the year (Calder Trophy) at 31.',
        'Лучший бомбардир тройки Крутов — Ларионов — Макаров, два олимпийских золота и восемь титулов чемпиона мира, а затем «Колдер Трофи» лучшему новичку НХЛ в 31 год.',
      ),
    ),
  ),
  topic(
    'hockey',
    'stanley-cup-vs-olympic-gold',
    side(
      L('The Stanley Cup is harder to win', 'Кубок Стэнли выиграть труднее'),
      L(
        'Four best-of-seven rounds over two months of brutal playoff hockey: the champion must win 16 games against the best teams in the world.',
        'Четыре серии до четырёх побед за два месяца изнурительного плей-офф: чемпиону нужно выиграть 16 матчей у лучших команд мира.',
      ),
    ),
    side(
      L('Olympic gold is harder to win', 'Олимпийское золото выиграть труднее'),
      L(
        'It comes once every four years, best against best in a short tournament where one bad game ends the dream, with a whole country watching.',
        'Оно разыгрывается раз в четыре года, сильнейшие против сильнейших в коротком турнире, где один неудачный матч перечёркивает всё, а смотрит вся страна.',
      ),
    ),
  ),
  topic(
    'hockey',
    'mcdavid-vs-mackinnon',
    side(
      L('Connor McDavid', 'Коннор Макдэвид'),
      L(
        'Three Hart Trophies, 153 points in 2022-23 and the 2024 Conn Smythe despite losing the Final: the fastest and most dangerous player of his era.',
        'Три «Харт Трофи», 153 очка в сезоне 2022/23 и «Конн Смайт Трофи»-2024, несмотря на поражение в финале, — самый быстрый и опасный игрок своей эпохи.',
      ),
    ),
    side(
      L('Nathan MacKinnon', 'Натан Маккиннон'),
      L(
        'The 2022 Stanley Cup with Colorado and the 2024 Hart Trophy, with explosive speed, a lethal shot and the drive to win in the playoffs.',
        'Кубок Стэнли 2022 года с «Колорадо» и «Харт Трофи»-2024, взрывная скорость, убийственный бросок и умение побеждать в плей-офф.',
      ),
    ),
  ),
  topic(
    'hockey',
    'nhl-vs-khl',
    side(
      L('The NHL is where the best must play', 'Лучшие должны играть в НХЛ'),
      L(
        'The NHL gathers the best players from every country, and winning the Stanley Cup is the ultimate test for any hockey player.',
        'НХЛ собирает лучших игроков из всех стран, и Кубок Стэнли — высшая проверка для любого хоккеиста.',
      ),
    ),
    side(
      L('A career at home in the KHL is just as good', 'Карьера дома, в КХЛ, не хуже'),
      L(
        'The KHL offers skilful hockey, strong clubs and a life close to family and fans, and Gagarin Cup winners are heroes at home.',
        'КХЛ предлагает техничный хоккей, сильные клубы и жизнь рядом с семьёй и болельщиками, а обладатели Кубка Гагарина — герои у себя дома.',
      ),
    ),
  ),
];

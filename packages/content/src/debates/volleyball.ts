import type { DebateTopic } from '../model.js';
import { L } from '../model.js';
import { side, topic } from './topic.js';

/** Volleyball debates: great players and national teams, and the rules that shaped the game. */
export const volleyballDebates: readonly DebateTopic[] = [
  topic(
    'volleyball',
    'kiraly-vs-giba',
    side(
      L('Karch Kiraly', 'Карч Кирай'),
      L(
        'The only player with Olympic gold in both indoor volleyball (1984, 1988) and beach volleyball (1996): a complete player in both versions of the game.',
        'Единственный олимпийский чемпион и в классическом (1984, 1988), и в пляжном волейболе (1996) — универсал в обеих версиях игры.',
      ),
    ),
    side(
      L('Giba', 'Жиба'),
      L(
        'The heart of the great Brazil side: Olympic gold in 2004 and three straight world titles (2002, 2006, 2010) with an attacking style fans adored.',
        'Сердце великой сборной Бразилии: олимпийское золото 2004 года и три титула чемпиона мира подряд (2002, 2006, 2010) с атакующим стилем, который обожали болельщики.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'brazil-vs-russia-men',
    side(
      L("Brazil's men's team", 'Мужская сборная Бразилии'),
      L(
        'Three straight world titles (2002-2010) and Olympic golds in 1992, 2004 and 2016: the most consistent power of the modern era.',
        'Три титула чемпиона мира подряд (2002–2010) и олимпийское золото 1992, 2004 и 2016 годов — самая стабильная сила современной эпохи.',
      ),
    ),
    side(
      L("USSR and Russia's men's team", 'Мужская сборная СССР и России'),
      L(
        'The USSR won Olympic gold in 1964, 1968 and 1980, and Russia added a legendary London 2012 final won from two sets down against Brazil.',
        'СССР выигрывал Олимпиады 1964, 1968 и 1980 годов, а Россия добавила легендарный финал Лондона-2012, выигранный у Бразилии после 0:2 по партиям.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'gamova-vs-kim-yeon-koung',
    side(
      L('Yekaterina Gamova', 'Екатерина Гамова'),
      L(
        'Two world titles with Russia (2006, 2010): a 2.02 m opposite who was nearly unstoppable at the net for more than a decade.',
        'Два титула чемпионки мира со сборной России (2006, 2010): диагональная ростом 202 см, которую больше десяти лет почти невозможно было остановить у сетки.',
      ),
    ),
    side(
      L('Kim Yeon-koung', 'Ким Ён Гён'),
      L(
        "Korea's superstar, named MVP of the London 2012 Olympic tournament even though her team finished fourth, and its top scorer.",
        'Суперзвезда Кореи, признанная лучшим игроком и ставшая самой результативной на Олимпиаде-2012 в Лондоне, хотя её команда заняла лишь четвёртое место.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'indoor-vs-beach',
    side(
      L('Indoor volleyball', 'Классический волейбол'),
      L(
        'Six-a-side volleyball has the richest tactics: setters, quick attacks, blocking systems and specialists like the libero.',
        'В волейболе шесть на шесть самая богатая тактика: связующие, быстрые атаки, системы блока и специалисты вроде либеро.',
      ),
    ),
    side(
      L('Beach volleyball', 'Пляжный волейбол'),
      L(
        'Two players must do everything, in sun, wind and sand; every touch counts and the party atmosphere makes it an Olympic favourite.',
        'Двое игроков делают всё сами — на солнце, ветру и песке; важно каждое касание, а праздничная атмосфера делает его любимцем Олимпиад.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'rally-scoring-vs-side-out',
    side(
      L('Rally-point scoring', 'Очко в каждом розыгрыше'),
      L(
        'Every rally counts, matches have a predictable length that suits TV, and late-set tension is constant.',
        'Важен каждый розыгрыш, у матчей предсказуемая продолжительность, удобная для телевидения, а концовки партий всегда напряжённые.',
      ),
    ),
    side(
      L('The old side-out scoring', 'Старая система с переходом подачи'),
      L(
        'Only the serving team could score, which rewarded defence and patience and made great comebacks possible from anywhere.',
        'Очко могла выиграть только подающая команда: это вознаграждало защиту и терпение и делало возможными великие камбэки из любой ситуации.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'the-libero-role',
    side(
      L('The libero improved volleyball', 'Либеро сделал волейбол лучше'),
      L(
        'Since 1998 the libero has given us longer, more spectacular rallies and a place at the top level for smaller, brilliant defenders.',
        'С 1998 года либеро подарил нам более длинные и зрелищные розыгрыши и место на высшем уровне для невысоких, но блестящих защитников.',
      ),
    ),
    side(
      L('The libero hurt the all-round player', 'Либеро убил универсалов'),
      L(
        'Specialisation means attackers no longer need to defend or pass, and the complete all-round player of the past has almost vanished.',
        'Из-за специализации нападающим больше не нужно защищаться и принимать, и универсальный игрок прошлого почти исчез.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'tetyukhin-vs-muserskiy',
    side(
      L('Sergey Tetyukhin', 'Сергей Тетюхин'),
      L(
        "Played at six Olympics and won medals at four of them, crowned by gold in London 2012; Russia's flag bearer at Rio 2016.",
        'Выступил на шести Олимпиадах и завоевал медали на четырёх из них, включая золото Лондона-2012; знаменосец сборной России в Рио-2016.',
      ),
    ),
    side(
      L('Dmitry Muserskiy', 'Дмитрий Мусэрский'),
      L(
        'A 2.18 m middle blocker moved to opposite during the London 2012 final, who scored 31 points in the comeback from two sets down.',
        'Центральный блокирующий ростом 218 см, переведённый в диагональные по ходу финала Лондона-2012 и набравший 31 очко в камбэке после 0:2.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'italy-1990s-vs-brazil-2000s',
    side(
      L("Italy's 'generation of phenomena'", '«Поколение феноменов» Италии'),
      L(
        'Three straight world titles (1990, 1994, 1998) and a string of World League wins in the 1990s, with a creative style that made Italy the centre of the volleyball world.',
        'Три титула чемпиона мира подряд (1990, 1994, 1998) и череда побед в Мировой лиге в 1990-е с творческим стилем, сделавшим Италию центром волейбольного мира.',
      ),
    ),
    side(
      L("Bernardinho's Brazil", 'Бразилия Бернардиньо'),
      L(
        "Three straight world titles as well, plus Olympic golds in 2004 and 2016: Italy's men never won the Olympics, Brazil's did it twice.",
        'Тоже три титула чемпиона мира подряд, а ещё олимпийское золото 2004 и 2016 годов: мужская сборная Италии Олимпиаду так и не выиграла, а Бразилия — дважды.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'video-challenge-in-volleyball',
    side(
      L('Video challenges are good', 'Видеочелленджи — это хорошо'),
      L(
        'Balls at the line and block touches are too fast for the human eye; replays make sure the right team wins the point.',
        'Мячи на линии и касания блока слишком быстры для человеческого глаза; видеоповторы гарантируют, что очко получит та команда, которая его заслужила.',
      ),
    ),
    side(
      L('Video challenges slow the game', 'Видеочелленджи тормозят игру'),
      L(
        'Frequent reviews break the rhythm of a fast sport and are sometimes used tactically as an extra timeout.',
        'Частые пересмотры ломают ритм быстрой игры, а иногда их используют тактически — как лишний тайм-аут.',
      ),
    ),
  ),
  topic(
    'volleyball',
    'superlega-vs-plusliga',
    side(
      L("Italy's SuperLega", 'Итальянская Суперлига'),
      L(
        'For decades the strongest league in the world, where stars from every country played, with historic clubs like Modena and Trentino.',
        'Десятилетиями сильнейшая лига мира, где играли звёзды из всех стран, с историческими клубами вроде «Модены» и «Трентино».',
      ),
    ),
    side(
      L("Poland's PlusLiga", 'Польская ПлюсЛига'),
      L(
        'Full arenas, a huge fan culture and three straight Champions League titles for ZAKSA (2021-2023): the new heart of club volleyball.',
        'Полные арены, огромная фанатская культура и три Лиги чемпионов подряд у ЗАКСы (2021–2023) — новое сердце клубного волейбола.',
      ),
    ),
  ),
];

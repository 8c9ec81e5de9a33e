import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

const q = handWrittenFor('swimming');
const PHELPS = wikipedia('Michael Phelps', '2025-06-30');
const LEDECKY = wikipedia('Katie Ledecky', '2025-08-31');
const POOL = wikipedia('Olympic-size swimming pool', '2025-06-30');
const MEDLEY = wikipedia('Individual medley', '2025-06-30');
const WORLD_AQUATICS = wikipedia('World Aquatics', '2025-06-30');
const BUTTERFLY = wikipedia('Butterfly stroke', '2025-06-30');
const BACKSTROKE = wikipedia('Backstroke', '2025-06-30');
const SPITZ = wikipedia('Mark Spitz', '2025-06-30');
const POPOV = wikipedia('Alexander Popov (swimmer)', '2025-06-30');

/** Strokes, pools and records that the champions' tables cannot hold. */
export const swimmingHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'phelps-golds',
    'easy',
    PHELPS,
    ['How many Olympic gold medals did Michael Phelps win in his career?', '23', ['18', '21', '28']],
    ['Сколько олимпийских золотых медалей выиграл за карьеру Майкл Фелпс?', '23', ['18', '21', '28']],
  ),
  q(
    'phelps-beijing',
    'easy',
    PHELPS,
    ['How many gold medals did Michael Phelps win at the 2008 Beijing Olympics?', '8', ['6', '7', '9']],
    ['Сколько золотых медалей Майкл Фелпс выиграл на Олимпиаде-2008 в Пекине?', '8', ['6', '7', '9']],
  ),
  q(
    'phelps-medals',
    'medium',
    PHELPS,
    ['How many Olympic medals in all did Michael Phelps win?', '28', ['22', '25', '31']],
    ['Сколько всего олимпийских медалей завоевал Майкл Фелпс?', '28', ['22', '25', '31']],
  ),
  q(
    'phelps-nickname',
    'medium',
    PHELPS,
    ['What is Michael Phelps nicknamed?', 'The Baltimore Bullet', ['The Thorpedo', 'The Flying Dutchman', 'The Missile']],
    ['Какое прозвище у Майкла Фелпса?', '«Балтиморская пуля»', ['«Торпеда»', '«Летучий голландец»', '«Ракета»']],
  ),
  q(
    'ledecky-800',
    'medium',
    LEDECKY,
    ['How many Olympic titles in a row has Katie Ledecky won in the 800 m freestyle (2012-2024)?', '4', ['2', '3', '5']],
    [
      'Сколько олимпийских золотых медалей подряд выиграла Кэти Ледеки на дистанции 800 м вольным стилем (2012-2024)?',
      '4',
      ['2', '3', '5'],
    ],
  ),
  q(
    'ledecky-country',
    'easy',
    LEDECKY,
    ['Which country does Katie Ledecky swim for?', 'United States', ['Australia', 'Canada', 'Great Britain']],
    ['За какую страну выступает Кэти Ледеки?', 'За США', ['За Австралию', 'За Канаду', 'За Великобританию']],
  ),
  q(
    'pool-length',
    'easy',
    POOL,
    ['How long is an Olympic-size swimming pool?', '50 m', ['25 m', '33 m', '100 m']],
    ['Какова длина олимпийского плавательного бассейна?', '50 м', ['25 м', '33 м', '100 м']],
  ),
  q(
    'medley-order',
    'hard',
    MEDLEY,
    [
      'In what order are the strokes swum in an individual medley?',
      'Butterfly, backstroke, breaststroke, freestyle',
      [
        'Backstroke, breaststroke, butterfly, freestyle',
        'Freestyle, butterfly, backstroke, breaststroke',
        'Breaststroke, butterfly, backstroke, freestyle',
      ],
    ],
    [
      'В каком порядке плывут стили в комплексном плавании (индивидуально)?',
      'Баттерфляй, на спине, брасс, вольный стиль',
      [
        'На спине, брасс, баттерфляй, вольный стиль',
        'Вольный стиль, баттерфляй, на спине, брасс',
        'Брасс, баттерфляй, на спине, вольный стиль',
      ],
    ],
  ),
  q(
    'aquatics-name',
    'hard',
    WORLD_AQUATICS,
    ['What was World Aquatics called until 2022?', 'FINA', ['LEN', 'FIBA', 'FISA']],
    ['Как называлась World Aquatics до 2022 года?', 'ФИНА', ['ЛЕН', 'ФИБА', 'ФИСА']],
  ),
  q(
    'butterfly-kick',
    'hard',
    BUTTERFLY,
    ['What kick is swum with the butterfly stroke?', 'The dolphin kick', ['The flutter kick', 'The scissor kick', 'The frog kick']],
    [
      'Какая работа ног используется в баттерфляе?',
      'Дельфиний удар ногами',
      ['Попеременные удары («кроль»)', 'Ножницы', 'Толчок как в брассе'],
    ],
  ),
  q(
    'backstroke-start',
    'medium',
    BACKSTROKE,
    ['Where does a backstroke race start from?', 'In the water', ['From the blocks', 'From the pool deck', 'From a running dive']],
    ['Откуда стартуют в плавании на спине?', 'Из воды', ['С тумбочек', 'С бортика бассейна', 'С разбега']],
  ),
  q(
    'spitz-seven',
    'hard',
    SPITZ,
    ['How many gold medals did Mark Spitz win at the 1972 Munich Olympics?', '7', ['5', '6', '8']],
    ['Сколько золотых медалей выиграл Марк Спитц на Олимпиаде-1972 в Мюнхене?', '7', ['5', '6', '8']],
  ),
  q(
    'popov-sprints',
    'hard',
    POPOV,
    [
      'Which two events did Alexander Popov win at both the 1992 and 1996 Olympics?',
      '50 m and 100 m freestyle',
      ['100 m and 200 m freestyle', '50 m freestyle and 100 m butterfly', '100 m freestyle and 100 m backstroke'],
    ],
    [
      'На каких двух дистанциях Александр Попов выиграл и Олимпиаду-1992, и Олимпиаду-1996?',
      '50 и 100 м вольным стилем',
      ['100 и 200 м вольным стилем', '50 м вольным стилем и 100 м баттерфляем', '100 м вольным стилем и 100 м на спине'],
    ],
  ),
  q(
    'ledecky-1500',
    'easy',
    LEDECKY,
    [
      "Who won the first women's Olympic 1500 m freestyle, in Tokyo?",
      'Katie Ledecky',
      ['Ariarne Titmus', 'Simona Quadarella', 'Summer McIntosh'],
    ],
    [
      'Кто выиграл первый олимпийский заплыв на 1500 м вольным стилем у женщин, в Токио?',
      'Кэти Ледеки',
      ['Ариарн Титмус', 'Симона Квадарелла', 'Саммер Макинтош'],
    ],
  ),
];

import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

const q = handWrittenFor('athletics');
const BOLT = wikipedia('Usain Bolt', '2025-06-30');
const KIPCHOGE = wikipedia('Eliud Kipchoge', '2025-06-30');
const DECATHLON = wikipedia('Decathlon', '2025-06-30');
const HEPTATHLON = wikipedia('Heptathlon', '2025-06-30');
const STEEPLE = wikipedia('Steeplechase (athletics)', '2025-06-30');
const MARATHON = wikipedia('Marathon', '2025-06-30');
const FOSBURY = wikipedia('Fosbury flop', '2025-06-30');
const DUPLANTIS = wikipedia('Armand Duplantis', '2025-09-30');
const BUBKA = wikipedia('Sergey Bubka', '2025-06-30');
const FALSE_START = wikipedia('False start', '2025-06-30');
const RELAY = wikipedia('4 × 100 metres relay', '2025-06-30');
const WORLD_ATHLETICS = wikipedia('World Athletics', '2025-06-30');
const BANNISTER = wikipedia('Roger Bannister', '2025-06-30');

/** Events, rules and landmark feats that the tables cannot hold. */
export const athleticsHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'bolt-golds',
    'easy',
    BOLT,
    ['How many Olympic gold medals does Usain Bolt hold after the 2008 relay gold was withdrawn?', '8', ['6', '9', '11']],
    [
      'Сколько олимпийских золотых медалей у Усэйна Болта после того, как у него отобрали золото эстафеты 2008 года?',
      '8',
      ['6', '9', '11'],
    ],
  ),
  q(
    'bolt-nickname',
    'easy',
    BOLT,
    ['What is Usain Bolt nicknamed?', 'Lightning Bolt', ['The Flash', 'The Bullet', 'Thunder']],
    ['Какое прозвище у Усэйна Болта?', '«Молния»', ['«Флэш»', '«Пуля»', '«Гром»']],
  ),
  q(
    'kipchoge-sub2',
    'easy',
    KIPCHOGE,
    [
      'Who ran the first marathon distance under two hours, in Vienna in 2019 (not a record race)?',
      'Eliud Kipchoge',
      ['Kenenisa Bekele', 'Kelvin Kiptum', 'Haile Gebrselassie'],
    ],
    [
      'Кто первым пробежал марафонскую дистанцию быстрее двух часов — в Вене в 2019 году (не в рекордном забеге)?',
      'Элиуд Кипчоге',
      ['Кенениса Бекеле', 'Келвин Киптум', 'Хайле Гебрселассие'],
    ],
  ),
  q(
    'marathon-distance',
    'easy',
    MARATHON,
    ['How long is a marathon?', '42.195 km', ['40 km', '42 km', '43.195 km']],
    ['Какова длина марафонской дистанции?', '42,195 км', ['40 км', '42 км', '43,195 км']],
  ),
  q(
    'decathlon-events',
    'easy',
    DECATHLON,
    ['How many events make up the decathlon?', '10', ['7', '8', '12']],
    ['Сколько видов входит в десятиборье?', '10', ['7', '8', '12']],
  ),
  q(
    'heptathlon-events',
    'medium',
    HEPTATHLON,
    ['Which event closes the heptathlon?', '800 m', ['1500 m', 'Javelin throw', '200 m']],
    ['Каким видом завершается семиборье?', 'Бегом на 800 м', ['Бегом на 1500 м', 'Метанием копья', 'Бегом на 200 м']],
  ),
  q(
    'decathlon-last',
    'medium',
    DECATHLON,
    ['Which event closes the decathlon?', '1500 m', ['400 m', '800 m', 'Pole vault']],
    ['Каким видом завершается десятиборье?', 'Бегом на 1500 м', ['Бегом на 400 м', 'Бегом на 800 м', 'Прыжками с шестом']],
  ),
  q(
    'steeple-distance',
    'medium',
    STEEPLE,
    ['What is the Olympic steeplechase distance?', '3000 m', ['2000 m', '1500 m', '5000 m']],
    ['Какова олимпийская дистанция бега с препятствиями?', '3000 м', ['2000 м', '1500 м', '5000 м']],
  ),
  q(
    'fosbury',
    'medium',
    FOSBURY,
    [
      'At which Olympics did Dick Fosbury win the high jump with his "flop"?',
      'Mexico City 1968',
      ['Tokyo 1964', 'Munich 1972', 'Rome 1960'],
    ],
    [
      'На какой Олимпиаде Дик Фосбери выиграл прыжки в высоту своим «фосбери-флопом»?',
      'Мехико-1968',
      ['Токио-1964', 'Мюнхен-1972', 'Рим-1960'],
    ],
  ),
  q(
    'duplantis-country',
    'easy',
    DUPLANTIS,
    ['Which country does pole vaulter Armand "Mondo" Duplantis compete for?', 'Sweden', ['United States', 'Norway', 'France']],
    ['За какую страну выступает прыгун с шестом Арман «Мондо» Дюплантис?', 'За Швецию', ['За США', 'За Норвегию', 'За Францию']],
  ),
  q(
    'bubka-six',
    'hard',
    BUBKA,
    ['In which year did Sergey Bubka first clear 6 metres in the pole vault?', '1985', ['1983', '1988', '1991']],
    ['В каком году Сергей Бубка впервые взял шесть метров в прыжках с шестом?', '1985', ['1983', '1988', '1991']],
  ),
  q(
    'false-start',
    'hard',
    FALSE_START,
    [
      'Since 2010, what happens to a sprinter after a single false start under World Athletics rules?',
      'Disqualification',
      ['A warning', 'A one-metre penalty', 'A restart for everyone'],
    ],
    [
      'Что с 2010 года по правилам World Athletics ждёт спринтера после первого же фальстарта?',
      'Дисквалификация',
      ['Предупреждение', 'Штрафной метр', 'Общий перезапуск'],
    ],
  ),
  q(
    'relay-zone',
    'hard',
    RELAY,
    ['How long is the baton exchange zone in the 4 × 100 m relay (since 2018)?', '30 m', ['20 m', '10 m', '40 m']],
    ['Какова длина зоны передачи эстафеты 4 × 100 м (с 2018 года)?', '30 м', ['20 м', '10 м', '40 м']],
  ),
  q(
    'iaaf-name',
    'hard',
    WORLD_ATHLETICS,
    ['What was World Athletics called until 2019?', 'IAAF', ['FISA', 'FINA', 'FIBA']],
    ['Как называлась World Athletics до 2019 года?', 'ИААФ', ['ФИСА', 'ФИНА', 'ФИБА']],
  ),
  q(
    'bannister-mile',
    'hard',
    BANNISTER,
    ['In which year did Roger Bannister run the first sub-four-minute mile?', '1954', ['1948', '1952', '1960']],
    ['В каком году Роджер Баннистер первым пробежал милю быстрее четырёх минут?', '1954', ['1948', '1952', '1960']],
  ),
  q(
    'bolt-country',
    'easy',
    BOLT,
    ['Which country does Usain Bolt come from?', 'Jamaica', ['Trinidad and Tobago', 'Bahamas', 'Barbados']],
    ['Из какой страны Усэйн Болт?', 'Из Ямайки', ['Из Тринидада и Тобаго', 'С Багамских Островов', 'С Барбадоса']],
  ),
];

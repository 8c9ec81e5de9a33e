import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

const q = handWrittenFor('mma');
const UFC = wikipedia('Ultimate Fighting Championship', '2025-10-31');
const UFC1 = wikipedia('UFC 1', '2025-06-30');
const UNIFIED = wikipedia('Unified Rules of Mixed Martial Arts', '2025-06-30');
const KHABIB = wikipedia('Khabib Nurmagomedov', '2025-06-30');
const MCGREGOR = wikipedia('Conor McGregor', '2025-06-30');
const ROUSEY = wikipedia('Ronda Rousey', '2025-06-30');
const PRIDE = wikipedia('Pride Fighting Championships', '2025-06-30');
const TUF = wikipedia('The Ultimate Fighter', '2025-06-30');
const BMF = wikipedia('BMF title', '2025-06-30');
const JONES = wikipedia('Jon Jones', '2025-06-30');

/** Rules, firsts and records of MMA and the UFC that the tables cannot hold. */
export const mmaHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'octagon',
    'easy',
    UFC,
    ['What is the UFC cage called?', 'The Octagon', ['The Hexagon', 'The Ring', 'The Pit']],
    ['Как называется клетка UFC?', 'Октагон', ['Гексагон', 'Ринг', 'Яма']],
  ),
  q(
    'round-length',
    'easy',
    UNIFIED,
    ['How long is a round under the Unified Rules of MMA?', '5 minutes', ['3 minutes', '4 minutes', '10 minutes']],
    ['Сколько длится раунд по Единым правилам MMA?', '5 минут', ['3 минуты', '4 минуты', '10 минут']],
  ),
  q(
    'title-rounds',
    'easy',
    UFC,
    ['How many rounds is a UFC championship fight?', '5', ['3', '7', '12']],
    ['Сколько раундов длится титульный бой в UFC?', '5', ['3', '7', '12']],
  ),
  q(
    'khabib-record',
    'easy',
    KHABIB,
    ["What was Khabib Nurmagomedov's professional record when he retired?", '29-0', ['28-0', '27-1', '30-0']],
    ['С каким рекордом Хабиб Нурмагомедов завершил профессиональную карьеру?', '29-0', ['28-0', '27-1', '30-0']],
  ),
  q(
    'ufc1-winner',
    'medium',
    UFC1,
    ['Who won the UFC 1 tournament?', 'Royce Gracie', ['Ken Shamrock', 'Gerard Gordeau', 'Dan Severn']],
    ['Кто выиграл турнир UFC 1?', 'Ройс Грейси', ['Кен Шемрок', 'Жерар Гордо', 'Дэн Северн']],
  ),
  q(
    'mcgregor-two-belts',
    'medium',
    MCGREGOR,
    [
      'At UFC 205, Conor McGregor became the first UFC fighter to hold titles in two divisions at once. Which two?',
      'Featherweight and lightweight',
      ['Lightweight and welterweight', 'Bantamweight and featherweight', 'Featherweight and welterweight'],
    ],
    [
      'На UFC 205 Конор Макгрегор первым в UFC стал одновременным чемпионом двух категорий. Каких?',
      'Полулёгкой и лёгкой',
      ['Лёгкой и полусредней', 'Легчайшей и полулёгкой', 'Полулёгкой и полусредней'],
    ],
  ),
  q(
    'mcgregor-aldo',
    'medium',
    MCGREGOR,
    [
      'How long did it take Conor McGregor to knock out José Aldo at UFC 194?',
      '13 seconds',
      ['8 seconds', '31 seconds', '1 minute 4 seconds'],
    ],
    [
      'За сколько секунд Конор Макгрегор нокаутировал Жозе Алдо на UFC 194?',
      'За 13 секунд',
      ['За 8 секунд', 'За 31 секунду', 'За 1 минуту 4 секунды'],
    ],
  ),
  q(
    'rousey-first',
    'medium',
    ROUSEY,
    ["Who was the first women's champion in UFC history?", 'Ronda Rousey', ['Miesha Tate', 'Cris Cyborg', 'Holly Holm']],
    ['Кто стала первой чемпионкой в истории UFC?', 'Ронда Роузи', ['Миша Тейт', 'Крис Сайборг', 'Холли Холм']],
  ),
  q(
    'unified-grounded-knee',
    'medium',
    UNIFIED,
    [
      'Under the Unified Rules, which strike is forbidden against a grounded opponent?',
      'A knee to the head',
      ['A punch to the body', 'An elbow to the body', 'A hammerfist'],
    ],
    [
      'Какой удар по Единым правилам запрещён против лежащего соперника?',
      'Удар коленом в голову',
      ['Удар кулаком по корпусу', 'Удар локтем по корпусу', 'Удар молотом'],
    ],
  ),
  q(
    'rounds-regular',
    'medium',
    UFC,
    ['How many rounds is a regular (non-title, non-main-event) UFC fight?', '3', ['2', '4', '5']],
    ['Сколько раундов длится обычный (не титульный и не главный) бой в UFC?', '3', ['2', '4', '5']],
  ),
  q(
    'pride-country',
    'hard',
    PRIDE,
    ['In which country was the PRIDE Fighting Championships promotion based?', 'Japan', ['United States', 'Brazil', 'South Korea']],
    ['В какой стране базировался промоушен PRIDE Fighting Championships?', 'В Японии', ['В США', 'В Бразилии', 'В Южной Корее']],
  ),
  q(
    'tuf-first',
    'hard',
    TUF,
    [
      'Whose fight in the first The Ultimate Fighter finale (2005) is credited with saving the UFC?',
      'Forrest Griffin and Stephan Bonnar',
      ['Chuck Liddell and Randy Couture', 'Matt Hughes and BJ Penn', 'Tito Ortiz and Ken Shamrock'],
    ],
    [
      'Чей бой в финале первого сезона The Ultimate Fighter (2005) называют спасшим UFC?',
      'Форреста Гриффина и Стефана Боннара',
      ['Чака Лидделла и Рэнди Кутюра', 'Мэтта Хьюза и Би Джея Пенна', 'Тито Ортиса и Кена Шемрока'],
    ],
  ),
  q(
    'bmf-first',
    'hard',
    BMF,
    ['Who won the first BMF title, at UFC 244 in 2019?', 'Jorge Masvidal', ['Nate Diaz', 'Justin Gaethje', 'Max Holloway']],
    ['Кто выиграл первый пояс BMF на UFC 244 в 2019 году?', 'Хорхе Масвидаль', ['Нейт Диаз', 'Джастин Гейджи', 'Макс Холлоуэй']],
  ),
  q(
    'jones-youngest',
    'hard',
    JONES,
    [
      'At 23, Jon Jones became the youngest champion in UFC history. Whom did he beat for the title?',
      'Maurício "Shogun" Rua',
      ['Rashad Evans', 'Quinton Jackson', 'Lyoto Machida'],
    ],
    [
      'В 23 года Джон Джонс стал самым молодым чемпионом в истории UFC. Кого он победил в том бою?',
      'Маурисио «Сёгуна» Руа',
      ['Рашада Эванса', 'Куинтона Джексона', 'Лиото Мачиду'],
    ],
  ),
  q(
    'ufc-president',
    'hard',
    UFC,
    [
      'Who became president of the UFC in 2001 and has led it ever since (CEO from 2023)?',
      'Dana White',
      ['Lorenzo Fertitta', 'Ari Emanuel', 'Joe Rogan'],
    ],
    [
      'Кто стал президентом UFC в 2001 году и с тех пор руководит организацией (с 2023 года — как CEO)?',
      'Дана Уайт',
      ['Лоренцо Фертитта', 'Ари Эмануэль', 'Джо Роган'],
    ],
  ),
  q(
    'khabib-origin',
    'easy',
    KHABIB,
    ['Which Russian republic is Khabib Nurmagomedov from?', 'Dagestan', ['Chechnya', 'Tatarstan', 'Ingushetia']],
    ['Из какой республики России Хабиб Нурмагомедов?', 'Из Дагестана', ['Из Чечни', 'Из Татарстана', 'Из Ингушетии']],
  ),
];

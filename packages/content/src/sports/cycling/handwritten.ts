import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

const q = handWrittenFor('cycling');
const TOUR = wikipedia('Tour de France', '2025-09-30');
const GIRO = wikipedia("Giro d'Italia", '2025-09-30');
const VUELTA = wikipedia('Vuelta a España', '2025-09-30');
const JERSEYS = wikipedia('General classification in the Tour de France', '2025-09-30');
const HOUR = wikipedia('Hour record', '2025-09-30');
const ROUBAIX = wikipedia('Paris–Roubaix', '2025-09-30');
const UCI = wikipedia('Union Cycliste Internationale', '2025-09-30');
const RAINBOW = wikipedia('UCI Road World Championships', '2025-09-30');

/** Rules, jerseys and records of road cycling that the winners' tables cannot hold. */
export const cyclingHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'tour-yellow',
    'easy',
    TOUR,
    ['What colour is the jersey of the Tour de France leader?', 'Yellow', ['Pink', 'Red', 'Green']],
    ['Какого цвета майка лидера «Тур де Франс»?', 'Жёлтая', ['Розовая', 'Красная', 'Зелёная']],
  ),
  q(
    'giro-pink',
    'easy',
    GIRO,
    ["What colour is the jersey of the Giro d'Italia leader?", 'Pink', ['Yellow', 'Red', 'Blue']],
    ['Какого цвета майка лидера «Джиро д’Италия»?', 'Розовая', ['Жёлтая', 'Красная', 'Синяя']],
  ),
  q(
    'vuelta-red',
    'medium',
    VUELTA,
    ['What colour is the jersey of the Vuelta a España leader today?', 'Red', ['Gold', 'Pink', 'Yellow']],
    ['Какого цвета сегодня майка лидера «Вуэльты»?', 'Красная', ['Золотая', 'Розовая', 'Жёлтая']],
  ),
  q(
    'tour-finish',
    'easy',
    TOUR,
    [
      'On which Paris avenue does the Tour de France traditionally finish?',
      'The Champs-Élysées',
      ['Boulevard Haussmann', 'Avenue Foch', 'Rue de Rivoli'],
    ],
    ['На какой парижской улице традиционно финиширует «Тур де Франс»?', 'Елисейские Поля', ['Бульвар Осман', 'Авеню Фош', 'Улица Риволи']],
  ),
  q(
    'tour-polka',
    'medium',
    TOUR,
    [
      'What does the polka-dot jersey of the Tour de France reward?',
      'The best climber',
      ['The best young rider', 'The best sprinter', 'The most aggressive rider'],
    ],
    [
      'За что вручают гороховую майку «Тур де Франс»?',
      'Лучшему горному гонщику',
      ['Лучшему молодому гонщику', 'Лучшему спринтеру', 'Самому агрессивному гонщику'],
    ],
  ),
  q(
    'tour-white',
    'medium',
    TOUR,
    [
      'Who wears the white jersey at the Tour de France?',
      'The best young rider',
      ['The best climber', 'The overall leader', 'The best team'],
    ],
    [
      'Кто едет в белой майке на «Тур де Франс»?',
      'Лучший молодой гонщик',
      ['Лучший горный гонщик', 'Лидер общего зачёта', 'Лучшая команда'],
    ],
  ),
  q(
    'tour-first',
    'hard',
    TOUR,
    ['In which year was the first Tour de France held?', '1903', ['1896', '1910', '1919']],
    ['В каком году прошёл первый «Тур де Франс»?', '1903', ['1896', '1910', '1919']],
  ),
  q(
    'giro-first',
    'hard',
    GIRO,
    ["In which year was the first Giro d'Italia held?", '1909', ['1903', '1921', '1935']],
    ['В каком году прошла первая «Джиро д’Италия»?', '1909', ['1903', '1921', '1935']],
  ),
  q(
    'tour-five',
    'medium',
    TOUR,
    ['How many riders share the record of five Tour de France wins?', 'Four', ['Two', 'Three', 'Five']],
    ['Сколько гонщиков делят рекорд в пять побед на «Тур де Франс»?', 'Четыре', ['Два', 'Три', 'Пять']],
  ),
  q(
    'tour-stages',
    'hard',
    TOUR,
    [
      'Who holds the record for stage wins at the Tour de France, with 35?',
      'Mark Cavendish',
      ['Eddy Merckx', 'Bernard Hinault', 'Peter Sagan'],
    ],
    [
      'Кому принадлежит рекорд по числу побед на этапах «Тур де Франс» — 35?',
      'Марку Кавендишу',
      ['Эдди Мерксу', 'Бернару Ино', 'Петеру Сагану'],
    ],
  ),
  q(
    'tour-armstrong',
    'medium',
    TOUR,
    [
      'Whose seven Tour de France titles (1999-2005) were stripped for doping?',
      'Lance Armstrong',
      ['Floyd Landis', 'Jan Ullrich', 'Marco Pantani'],
    ],
    [
      'Чьи семь побед на «Тур де Франс» (1999-2005) были аннулированы из-за допинга?',
      'Лэнса Армстронга',
      ['Флойда Лэндиса', 'Яна Ульриха', 'Марко Пантани'],
    ],
  ),
  q(
    'roubaix-velodrome',
    'medium',
    ROUBAIX,
    ['Where does Paris–Roubaix finish?', 'On a velodrome', ['On a cobbled climb', 'On a motor-racing circuit', 'In a football stadium']],
    ['Где финиширует гонка «Париж — Рубе»?', 'На велотреке', ['На брусчатом подъёме', 'На автодроме', 'На футбольном стадионе']],
  ),
  q(
    'roubaix-trophy',
    'hard',
    ROUBAIX,
    ['What trophy does the winner of Paris–Roubaix receive?', 'A cobblestone', ['A silver bicycle', 'A crystal globe', 'A bronze wheel']],
    [
      'Какой трофей получает победитель гонки «Париж — Рубе»?',
      'Булыжник',
      ['Серебряный велосипед', 'Хрустальный глобус', 'Бронзовое колесо'],
    ],
  ),
  q(
    'rainbow',
    'easy',
    RAINBOW,
    [
      'What does the road race world champion wear for a year after winning the UCI Road World Championships?',
      'A rainbow jersey',
      ['A gold jersey', 'A black jersey', 'A tricolour jersey'],
    ],
    ['В какой майке целый год выступает чемпион мира UCI по шоссейным гонкам?', 'В радужной', ['В золотой', 'В чёрной', 'В трёхцветной']],
  ),
  q(
    'uci-seat',
    'hard',
    UCI,
    ['In which country is the Union Cycliste Internationale (UCI) based?', 'Switzerland', ['France', 'Belgium', 'Italy']],
    [
      'В какой стране находится штаб-квартира Международного союза велосипедистов (UCI)?',
      'В Швейцарии',
      ['Во Франции', 'В Бельгии', 'В Италии'],
    ],
  ),
  q(
    'hour-merckx',
    'hard',
    HOUR,
    ['In which city did Eddy Merckx set the hour record in 1972?', 'Mexico City', ['Milan', 'Bordeaux', 'Moscow']],
    ['В каком городе Эдди Меркс установил рекорд часовой езды в 1972 году?', 'В Мехико', ['В Милане', 'В Бордо', 'В Москве']],
  ),
  q(
    'gc-meaning',
    'easy',
    JERSEYS,
    [
      'How is the general classification of the Tour de France decided?',
      'By the lowest total time',
      ['By points from stage finishes', 'By mountain points', 'By the number of stage wins'],
    ],
    [
      'Как определяется общий зачёт «Тур де Франс»?',
      'По наименьшему суммарному времени',
      ['По очкам за финиши этапов', 'По очкам за горные финиши', 'По числу побед на этапах'],
    ],
  ),
  q(
    'tour-three-weeks',
    'easy',
    TOUR,
    ['How many stages does the Tour de France usually have?', '21', ['14', '18', '25']],
    ['Сколько этапов обычно в «Тур де Франс»?', '21', ['14', '18', '25']],
  ),
];

import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

/** More hand-written golf questions (issue #17): terms and a record the tables cannot hold. */

const GLOSSARY = wikipedia('Glossary of golf', '2025-09-30');

const q = handWrittenFor('golf');

export const golfMoreHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'terms.dogleg',
    'medium',
    GLOSSARY,
    [
      'What is a "dogleg" in golf?',
      'A hole whose fairway bends left or right',
      ['A shot that curves sharply to the left', 'A bunker beside the green', 'A putt that breaks twice'],
    ],
    [
      'Что в гольфе называют «доглегом»?',
      'Лунку, фервей которой изгибается влево или вправо',
      ['Удар с резким закручиванием влево', 'Бункер рядом с грином', 'Патт с двойным изломом'],
    ],
  ),
  q(
    'terms.caddie',
    'easy',
    GLOSSARY,
    ["Who carries a golfer's bag and advises them during a round?", 'The caddie', ['The marshal', 'The starter', 'The greenkeeper']],
    ['Кто носит сумку гольфиста и подсказывает ему по ходу раунда?', 'Кэдди', ['Маршал', 'Стартер', 'Гринкипер']],
  ),
  q(
    'terms.green',
    'medium',
    GLOSSARY,
    [
      'What is the closely mown area around the hole, where players putt, called?',
      'The green',
      ['The fairway', 'The rough', 'The tee box'],
    ],
    ['Как называется коротко стриженная площадка вокруг лунки, где играют паттом?', 'Грин', ['Фервей', 'Раф', 'Ти-бокс']],
  ),
  q(
    'records.sorenstam-59',
    'hard',
    wikipedia('Annika Sörenstam', '2025-09-30'),
    [
      'Who became the first woman to shoot 59 in an LPGA Tour event, in 2001?',
      'Annika Sörenstam',
      ['Karrie Webb', 'Se Ri Pak', 'Lorena Ochoa'],
    ],
    [
      'Кто в 2001 году первой среди женщин прошла раунд за 59 ударов на турнире LPGA?',
      'Анника Сёренстам',
      ['Карри Уэбб', 'Пак Се Ри', 'Лорена Очоа'],
    ],
  ),
];

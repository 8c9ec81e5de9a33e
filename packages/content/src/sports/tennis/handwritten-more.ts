import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

/** More hand-written tennis questions (issue #17): slang and terms the tables cannot hold. */

const GLOSSARY = wikipedia('Glossary of tennis terms', '2025-09-30');

const q = handWrittenFor('tennis');

export const tennisMoreHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'terms.bagel',
    'medium',
    GLOSSARY,
    ['In tennis slang, what is a set won 6–0 called?', 'A bagel', ['A breadstick', 'A golden set', 'A love game']],
    ['Как на теннисном сленге называют сет, выигранный 6:0?', 'Баранка', ['Золотой сет', 'Гейм всухую', 'Тай-брейк']],
  ),
  q(
    'terms.golden-set',
    'hard',
    GLOSSARY,
    [
      'What is a "golden set" in tennis?',
      'A set won without losing a single point',
      ['A set won 6–0', 'A set decided by a tie-break', 'The fifth set of a match'],
    ],
    [
      'Что в теннисе называют «золотым сетом»?',
      'Сет, выигранный без единого проигранного очка',
      ['Сет, выигранный 6:0', 'Сет, решённый на тай-брейке', 'Пятый сет матча'],
    ],
  ),
  q(
    'terms.let',
    'easy',
    GLOSSARY,
    [
      'A serve clips the net and lands in the correct service box. What is it called?',
      'A let: the serve is replayed',
      ['An ace', 'A double fault', 'A foot fault'],
    ],
    [
      'Подача задела сетку и попала в нужный квадрат. Как это называется?',
      'Лет: подача переигрывается',
      ['Эйс', 'Двойная ошибка', 'Заступ'],
    ],
  ),
];

import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

/** More hand-written boxing questions (issue #17): stances and rules the tables cannot hold. */

const q = handWrittenFor('boxing');

export const boxingMoreHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'terms.southpaw',
    'easy',
    wikipedia('Southpaw stance', '2025-01-01'),
    [
      'What is the stance of a boxer who leads with the right hand and right foot called?',
      'Southpaw',
      ['Orthodox', 'Peek-a-boo', 'Philly shell'],
    ],
    [
      'Как называется стойка боксёра, у которого впереди правая рука и правая нога?',
      'Левосторонняя стойка',
      ['Правосторонняя стойка', 'Пикабу', 'Филли-шелл'],
    ],
  ),
  q(
    'rules.neutral-corner',
    'hard',
    wikipedia('Boxing', '2025-01-01'),
    [
      'Where must a boxer go when he knocks his opponent down?',
      'To the farthest neutral corner',
      ['To his own corner', 'To the centre of the ring', "To his opponent's corner"],
    ],
    [
      'Куда должен отойти боксёр, отправивший соперника в нокдаун?',
      'В дальний нейтральный угол',
      ['В свой угол', 'В центр ринга', 'В угол соперника'],
    ],
  ),
  q(
    'terms.peek-a-boo',
    'medium',
    wikipedia('Peek-a-boo (boxing style)', '2025-01-01'),
    [
      'Which defensive style, with the gloves held high in front of the face, did Mike Tyson make famous?',
      'Peek-a-boo',
      ['Philly shell', 'Rope-a-dope', 'Southpaw'],
    ],
    [
      'Какой защитный стиль с высоко поднятыми перед лицом перчатками прославил Майк Тайсон?',
      'Пикабу',
      ['Филли-шелл', 'Rope-a-dope («канатная тактика»)', 'Левосторонняя стойка'],
    ],
  ),
];

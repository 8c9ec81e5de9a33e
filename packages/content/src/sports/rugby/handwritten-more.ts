import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

/** More hand-written rugby questions (issue #17): terms and officials the tables cannot hold. */

const GLOSSARY = wikipedia('Glossary of rugby union terms', '2025-09-01');

const q = handWrittenFor('rugby', 'rugby.hand');

export const rugbyMoreHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'terms.garryowen',
    'hard',
    GLOSSARY,
    [
      'What is a "Garryowen" in rugby union?',
      'A high kick that the kicking side chases (an up-and-under)',
      ['A drop goal from the halfway line', 'A quickly taken lineout', 'A try scored from a pushing scrum'],
    ],
    [
      'Что в регби называют «гарриоуэн»?',
      'Высокий навесной удар, под который бежит атакующая команда',
      ['Дроп-гол с середины поля', 'Быстро разыгранный аут', 'Попытку, занесённую продвижением схватки'],
    ],
  ),
  q(
    'terms.tmo',
    'medium',
    GLOSSARY,
    [
      'In rugby union, what does "TMO" stand for?',
      'Television match official',
      ['Technical match observer', 'Time management officer', 'Touch marshal official'],
    ],
    [
      'Что в регби означает аббревиатура TMO?',
      'Видеоарбитр (television match official)',
      ['Технический наблюдатель матча', 'Хронометрист', 'Боковой судья'],
    ],
  ),
  q(
    'terms.hooker',
    'medium',
    GLOSSARY,
    [
      "Which forward, wearing number 2, strikes for the ball in the middle of the scrum's front row?",
      'The hooker',
      ['The number 8', 'The flanker', 'The lock'],
    ],
    [
      'Какой нападающий под вторым номером стоит в центре первой линии схватки и выбивает мяч ногой?',
      'Хукер',
      ['Восьмой номер', 'Фланкер', 'Лок'],
    ],
  ),
];

import { handWrittenFor } from '../../handwritten.js';
import type { FactSource, HandWrittenQuestion } from '../../model.js';

/** More hand-written volleyball questions (issue #17): rules the tables cannot hold. */

const RULES: FactSource = {
  title: 'FIVB Official Volleyball Rules 2025-2028',
  url: 'https://www.fivb.com/volleyball/the-game/official-volleyball-rules/',
  asOf: '2025-01-01',
};

const q = handWrittenFor('volleyball', 'volleyball.hand');

export const volleyballMoreHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'rules.ball-on-line',
    'easy',
    RULES,
    ['A ball lands exactly on the boundary line. Is it in or out?', 'In', ['Out', 'Replayed', 'Out unless it is a serve']],
    [
      'Мяч приземлился точно на линию площадки. Он в площадке или в ауте?',
      'В площадке',
      ['В ауте', 'Розыгрыш переигрывается', 'В ауте, если это не подача'],
    ],
  ),
  q(
    'rules.double-contact',
    'medium',
    RULES,
    [
      'What is the fault when a player (not blocking) touches the ball twice in a row?',
      'A double contact',
      ['A net fault', 'A four-hit fault', 'A foot fault'],
    ],
    [
      'Как называется ошибка, когда игрок (не на блоке) касается мяча два раза подряд?',
      'Двойное касание',
      ['Касание сетки', 'Четыре касания', 'Заступ'],
    ],
  ),
  q(
    'rules.back-row-block',
    'hard',
    RULES,
    [
      'May a back-row player take part in a completed block?',
      'No, only front-row players may block',
      ['Yes, any player may block', 'Only the libero may', 'Only in the deciding set'],
    ],
    [
      'Может ли игрок задней линии участвовать в завершённом блоке?',
      'Нет, блокировать могут только игроки передней линии',
      ['Да, блокировать может любой игрок', 'Может только либеро', 'Только в решающей партии'],
    ],
  ),
];

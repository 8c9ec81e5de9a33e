import { handWrittenFor } from '../../handwritten.js';
import type { HandWrittenQuestion } from '../../model.js';
import { wikipedia } from '../../model.js';

/** More hand-written cricket questions (issue #17): terms the tables cannot hold. */

const q = handWrittenFor('cricket', 'cricket.hand');

export const cricketMoreHandWritten: readonly HandWrittenQuestion[] = [
  q(
    'terms.nightwatchman',
    'hard',
    wikipedia('Nightwatchman (cricket)', '2025-06-01'),
    [
      'In Test cricket, what is a "nightwatchman"?',
      'A lower-order batter sent in late in the day to shield a better one',
      ['A fielder placed on the boundary at dusk', 'The umpire who checks the light', 'A bowler who bowls the last over of the day'],
    ],
    [
      'Кого в тест-крикете называют «найтвотчменом» (ночным сторожем)?',
      'Бэтсмена из конца состава, которого выпускают под конец дня, чтобы сберечь более сильного',
      ['Филдера у границы поля в сумерках', 'Судью, который оценивает освещение', 'Боулера, подающего последний овер дня'],
    ],
  ),
  q(
    'terms.free-hit',
    'medium',
    wikipedia('No-ball', '2025-06-01'),
    [
      'In limited-overs cricket, what does the batter get after a front-foot no-ball?',
      'A free hit',
      ['A penalty of six runs', 'An extra over', 'A second innings'],
    ],
    [
      'Что получает бэтсмен в крикете ограниченных оверов после ноу-бола с заступом?',
      'Фри-хит (свободный удар)',
      ['Штраф в шесть ранов', 'Дополнительный овер', 'Второй иннинг'],
    ],
  ),
  q(
    'terms.powerplay',
    'medium',
    wikipedia('Powerplay (cricket)', '2025-06-01'),
    [
      'In limited-overs cricket, what is the powerplay?',
      'Overs in which only a few fielders may stand outside the inner circle',
      ['Overs bowled only by fast bowlers', 'The last over of an innings', 'Overs in which boundaries count double'],
    ],
    [
      'Что такое пауэрплей в крикете ограниченных оверов?',
      'Оверы, когда за внутренним кругом может стоять лишь несколько филдеров',
      [
        'Оверы, которые подают только быстрые боулеры',
        'Последний овер иннинга',
        'Оверы, в которых удары за границу поля идут в двойном размере',
      ],
    ],
  ),
];

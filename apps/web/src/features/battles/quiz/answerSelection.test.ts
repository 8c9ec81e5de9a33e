import { describe, expect, it } from 'vitest';
import { freshSelection, selectionFor, selectionReducer, type AnswerSelection, type SelectionAction } from './answerSelection';

const run = (actions: SelectionAction[], start: AnswerSelection = freshSelection(0)) => actions.reduce(selectionReducer, start);
const toggle = (label: 'A' | 'B' | 'C' | 'D', open = true, questionIndex = 0): SelectionAction => ({
  type: 'toggle',
  questionIndex,
  label,
  open,
});

describe('selectionReducer', () => {
  it('selects an answer and switches to another', () => {
    expect(run([toggle('B')]).selected).toBe('B');
    expect(run([toggle('B'), toggle('D')]).selected).toBe('D');
  });

  it('deselects the selected answer when it is chosen again', () => {
    expect(run([toggle('C'), toggle('C')]).selected).toBeNull();
  });

  it('sends only a selected answer', () => {
    expect(run([{ type: 'submitted', questionIndex: 0 }]).submitted).toBe(false);
    expect(run([toggle('A'), { type: 'submitted', questionIndex: 0 }])).toEqual({ questionIndex: 0, selected: 'A', submitted: true });
  });

  it('changes nothing once sent', () => {
    const sent = run([toggle('A'), { type: 'submitted', questionIndex: 0 }]);
    expect(run([toggle('B'), toggle('A')], sent)).toEqual(sent);
  });

  it('changes nothing while the round is closed (pause, time up, battle over)', () => {
    expect(run([toggle('A', false)]).selected).toBeNull();
    expect(run([toggle('A'), toggle('A', false)]).selected).toBe('A');
  });

  it('starts clean on a new question', () => {
    const sent = run([toggle('A'), { type: 'submitted', questionIndex: 0 }]);
    expect(run([toggle('B', true, 1)], sent)).toEqual({ questionIndex: 1, selected: 'B', submitted: false });
    expect(selectionFor(sent, 1)).toEqual(freshSelection(1));
  });

  it('picks and sends at once on one tap, even over a pick made with the keys, and only while open', () => {
    const tap = (label: 'A' | 'B' | 'C' | 'D', open = true) => ({ type: 'answered', questionIndex: 0, label, open }) as const;
    expect(run([tap('C')])).toEqual({ questionIndex: 0, selected: 'C', submitted: true });
    expect(run([toggle('C'), tap('C')])).toEqual({ questionIndex: 0, selected: 'C', submitted: true });
    expect(run([tap('C'), tap('D')]).selected).toBe('C');
    expect(run([tap('C', false)])).toEqual(freshSelection(0));
  });
});

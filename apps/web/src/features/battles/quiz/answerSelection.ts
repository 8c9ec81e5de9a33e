import type { BATTLE_ANSWER_LABELS } from '@fanclash/protocol';

export type AnswerLabel = (typeof BATTLE_ANSWER_LABELS)[number];

/** The player's pick for one question: chosen (or not), and whether it was sent. */
export interface AnswerSelection {
  readonly questionIndex: number;
  readonly selected: AnswerLabel | null;
  readonly submitted: boolean;
}

/**
 * `open`: the player may still choose (a question is being asked, no answer counted yet,
 * time left, battle not over). Actions carry the question they were made for, so a pick
 * never leaks into the next question.
 */
export type SelectionAction =
  | { readonly type: 'toggle'; readonly questionIndex: number; readonly label: AnswerLabel; readonly open: boolean }
  | { readonly type: 'submitted'; readonly questionIndex: number }
  /** One tap: this answer is picked and sent at once. */
  | { readonly type: 'answered'; readonly questionIndex: number; readonly label: AnswerLabel; readonly open: boolean };

export function freshSelection(questionIndex: number): AnswerSelection {
  return { questionIndex, selected: null, submitted: false };
}

/** The selection as it stands for `questionIndex` (a new question starts clean). */
export function selectionFor(state: AnswerSelection, questionIndex: number): AnswerSelection {
  return state.questionIndex === questionIndex ? state : freshSelection(questionIndex);
}

/**
 * Spec section 4: clicking the selected answer again deselects it; nothing changes once the
 * answer was sent, while the round is closed, or after the end.
 */
export function selectionReducer(state: AnswerSelection, action: SelectionAction): AnswerSelection {
  const current = selectionFor(state, action.questionIndex);
  if (current.submitted) return current;
  switch (action.type) {
    case 'toggle':
      if (!action.open) return current;
      return { ...current, selected: current.selected === action.label ? null : action.label };
    case 'submitted':
      return current.selected === null ? current : { ...current, submitted: true };
    case 'answered':
      return action.open ? { ...current, selected: action.label, submitted: true } : current;
  }
}

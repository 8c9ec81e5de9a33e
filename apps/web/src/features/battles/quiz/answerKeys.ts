import type { AnswerLabel } from './answerSelection';

/**
 * Keys 1-4 and A-D choose an answer, Enter sends it (spec brief). Physical key codes, so a
 * Russian keyboard layout (where A-D type Cyrillic letters) works the same way.
 */
const CODES: Readonly<Record<string, AnswerLabel>> = {
  Digit1: 'A',
  Numpad1: 'A',
  KeyA: 'A',
  Digit2: 'B',
  Numpad2: 'B',
  KeyB: 'B',
  Digit3: 'C',
  Numpad3: 'C',
  KeyC: 'C',
  Digit4: 'D',
  Numpad4: 'D',
  KeyD: 'D',
};

export type AnswerKeyCommand = { readonly type: 'pick'; readonly label: AnswerLabel } | { readonly type: 'submit' };

export function answerKeyCommand(
  event: Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'repeat'>,
): AnswerKeyCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return null;
  if (event.code === 'Enter' || event.code === 'NumpadEnter') return { type: 'submit' };
  const label = CODES[event.code];
  return label ? { type: 'pick', label } : null;
}

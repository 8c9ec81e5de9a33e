import { describe, expect, it } from 'vitest';
import { answerKeyCommand } from './answerKeys';

const key = (code: string, extra: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'repeat', boolean>> = {}) => ({
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  ...extra,
});

describe('answerKeyCommand', () => {
  it('maps 1-4 and A-D to the answers', () => {
    expect(answerKeyCommand(key('Digit1'))).toEqual({ type: 'pick', label: 'A' });
    expect(answerKeyCommand(key('Numpad3'))).toEqual({ type: 'pick', label: 'C' });
    expect(answerKeyCommand(key('KeyD'))).toEqual({ type: 'pick', label: 'D' });
  });

  it('sends with Enter', () => {
    expect(answerKeyCommand(key('Enter'))).toEqual({ type: 'submit' });
    expect(answerKeyCommand(key('NumpadEnter'))).toEqual({ type: 'submit' });
  });

  it('leaves other keys, shortcuts and auto-repeat alone', () => {
    expect(answerKeyCommand(key('KeyE'))).toBeNull();
    expect(answerKeyCommand(key('Digit5'))).toBeNull();
    expect(answerKeyCommand(key('KeyA', { ctrlKey: true }))).toBeNull();
    expect(answerKeyCommand(key('Digit2', { repeat: true }))).toBeNull();
  });
});

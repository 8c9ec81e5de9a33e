/**
 * The type size for an answer's text: long answers get a smaller size rather than a word broken
 * in two (the bank's longest, about 90 characters, must fit a 360 px phone in a few lines). The
 * longest word decides too: a 20-letter stadium name needs the smaller size to fit a line.
 */
export type AnswerTextSize = 'base' | 'sm' | 'xs';

export function answerTextSize(text: string): AnswerTextSize {
  const longestWord = Math.max(0, ...text.split(/\s+/).map((word) => word.length));
  if (text.length > 56 || longestWord > 22) return 'xs';
  if (text.length > 30 || longestWord > 16) return 'sm';
  return 'base';
}

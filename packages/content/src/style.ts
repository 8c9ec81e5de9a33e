/**
 * One style for the options of one question (issue 33): in each language, either every option
 * that starts with a word starts with a lower-case descriptor («стадион «Ванкхеде»», «стадион
 * имени Чиннасвами») or none does ('Иден Гарденс' beside them gives the right answer away by
 * its look). Options that start otherwise (a number, a quote) are not compared.
 */
import type { Bank } from './bank.js';
import { LANGS } from './model.js';

/** 'descriptor' for «стадион …», 'name' for a capitalised name, undefined for anything else. */
function styleOf(answer: string): 'descriptor' | 'name' | undefined {
  if (/^\p{Ll}+[\s\p{Pd}]/u.test(answer)) return 'descriptor';
  if (/^[\p{Lu}«"„]/u.test(answer)) return 'name';
  return undefined;
}

/** Served questions whose options mix both styles in one language. */
export function styleProblems(bank: Bank): string[] {
  const problems: string[] = [];
  for (const question of bank.byId.values()) {
    for (const lang of LANGS) {
      const answers = question[lang].answers;
      const styles = new Set(answers.map(styleOf));
      if (styles.has('descriptor') && styles.has('name')) {
        problems.push(`${question.id} (${lang}): options mix "descriptor name" and bare names: ${answers.join(' | ')}`);
      }
    }
  }
  return problems;
}

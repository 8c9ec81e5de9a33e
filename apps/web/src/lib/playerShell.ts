/**
 * The players' shell (src/prerender.tsx) is rendered at build time for a player nobody knows
 * yet: these stand in for their username and the name they are greeted by, and
 * src/fillPlayerShell.ts puts the stored ones in their place before the first paint. Plain
 * letters and underscores, so encodeURIComponent leaves them as they are inside addresses.
 */
export const SHELL_USERNAME = '__fc_shell_username__';
export const SHELL_NAME = '__fc_shell_name__';

/** The attribute that marks the shell's fragments (one per language). */
export const SHELL_ATTRIBUTE = 'data-prerendered-for';
export const SHELL_AUDIENCE = 'players';

/**
 * The players' shell on a battle's quiz page (src/prerender.tsx): the heading the question's
 * text is written into by src/openBattleEarly.ts, and the attribute it then sets on <html> to
 * show that question card in place of the loading block (styles.css).
 */
export const EARLY_QUESTION_TEXT = 'data-early-question-text';
export const EARLY_QUESTION_SHOWN = 'earlyQuestion';

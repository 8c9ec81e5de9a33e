/**
 * Lint rule set for the web app: no literal UI text in components. Every visible string goes
 * through `t()` and the en/ru JSON files, so nothing ships in one language only.
 *
 * Used by the root eslint.config.js:  import webI18n from './apps/web/eslint.i18n.js';  ...webI18n
 */
const LETTERS = '/[A-Za-zА-Яа-яЁё]/';
const TEXT_ATTRIBUTES = '/^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label)$/';
const message = 'UI text belongs in the i18n JSON files (en and ru): use t().';

export default [
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${LETTERS}]`, message },
        { selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=${LETTERS}]`, message },
        { selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${LETTERS}]`, message },
        // {'text'} or {`text ${x}`} as a child: still literal text on screen.
        { selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${LETTERS}]`, message },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
          message,
        },
      ],
    },
  },
];

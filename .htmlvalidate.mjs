/** html-validate's recommended rules, adjusted only where React's valid output differs in style. */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // HTML attribute names are case-insensitive; React writes charSet, hrefLang and popoverTarget.
    'attr-case': 'off',
    // React writes void elements as <meta /> and boolean attributes as required="".
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Our templates use classes only (the CSP keeps scripts strict), but the bot-check widget's
    // container sizes itself with a style attribute.
    'no-inline-style': 'off',
    'long-title': 'off',
  },
};

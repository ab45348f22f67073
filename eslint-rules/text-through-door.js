/**
 * Every word a reader sees goes through the door of src/ton/i18n/door.ts (`t`, `<Msg>`), so each
 * language can say it: a letter in JSX text, or a string literal with a letter in an attribute a reader
 * sees or hears (aria-label, title, placeholder, alt, aria-description, aria-roledescription), is a lint
 * error. Chain data and code are not written as literals in JSX, so nothing legitimate is refused; the
 * rare proper name written in no language (a language's own name) uses a constant.
 */

const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

const LETTER = /\p{L}/u;

const MESSAGE = 'Words a reader sees go through the door: t(messages.name) or <Msg> (src/ton/i18n/door.ts).';

function literalText(node) {
  if (node === null || node === undefined) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  // {open ? 'Hide' : 'Show'}, {note ?? 'None'}: the literal branches are text too.
  if (node.type === 'ConditionalExpression') {
    return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || undefined;
  }
  if (node.type === 'LogicalExpression') {
    return [literalText(node.left), literalText(node.right)].filter(Boolean).join(' ') || undefined;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const textThroughDoorRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible and spoken words come through the i18n door.' },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, message: MESSAGE });
      },
      JSXExpressionContainer(node) {
        // {'Settings'} or {`Block ${seqno}`} as a child is JSX text written another way.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && LETTER.test(text)) context.report({ node, message: MESSAGE });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !SPOKEN_ATTRIBUTES.has(node.name.name)) return;
        const text = literalText(node.value);
        if (text !== undefined && LETTER.test(text)) context.report({ node, message: MESSAGE });
      },
    };
  },
};

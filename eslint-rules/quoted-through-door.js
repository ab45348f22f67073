/**
 * A sentence that quotes something (“…”, ‘…’) quotes what a person typed, what a link said or what a server
 * sent: a stranger's text, which may hold a right-to-left override that reverses the sentence around it, or
 * a zero-width character that hides in it. Whatever a template literal or JSX puts right after an opening
 * quote must come through a door of ton/text/text-safety.ts and its kin (echoedInput, shownStrangerText, …),
 * called right there, so a raw `“${param}”` is a lint error rather than a finding of the next hostile pass.
 */

/** The functions whose result is safe to quote: invisible characters made visible, long text cut. */
export const QUOTE_DOORS = new Set([
  'echoedInput',
  'shownStrangerText',
  'shownServerMessage',
  'shownDriftText',
  'shownLabel',
  'shownListName',
  'shownShardBlockLabel',
  'domainText',
]);

const OPENING_QUOTE = /[“‘]$/;

/** `door(…)`, or `revealInvisible(…).text`. */
function isDoorCall(node) {
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier') {
    return QUOTE_DOORS.has(node.callee.name);
  }
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'text' &&
    node.object.type === 'CallExpression' &&
    node.object.callee.type === 'Identifier' &&
    node.object.callee.name === 'revealInvisible'
  );
}

const MESSAGE =
  'A quoted value is a stranger’s text: quote it through echoedInput (ton/seqno.ts), shownStrangerText or revealInvisible(…).text (ton/text/text-safety.ts), called here.';

/** @type {import('eslint').Rule.RuleModule} */
export const quotedThroughDoorRule = {
  meta: {
    type: 'problem',
    docs: { description: 'What a sentence quotes goes through the stranger-text door.' },
    schema: [],
  },
  create(context) {
    return {
      TemplateLiteral(node) {
        node.expressions.forEach((expression, index) => {
          const before = node.quasis[index]?.value.cooked ?? '';
          if (OPENING_QUOTE.test(before) && !isDoorCall(expression)) {
            context.report({ node: expression, message: MESSAGE });
          }
        });
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (!parent || !('children' in parent)) return;
        const index = parent.children.indexOf(node);
        const before = index > 0 ? parent.children[index - 1] : undefined;
        if (before?.type !== 'JSXText' || !OPENING_QUOTE.test(before.value)) return;
        if (node.expression.type === 'JSXEmptyExpression' || isDoorCall(node.expression)) return;
        context.report({ node: node.expression, message: MESSAGE });
      },
    };
  },
};

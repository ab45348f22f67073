import { defineMessages } from '../../ton/i18n/messages.ts';

/**
 * Why a trace's tree was cut. Made where the tree is read (maybe in the data worker), so carried as
 * words and read in the page's language on the page.
 */
export const traceCutMessages = defineMessages('api.traces', {
  noTree: 'The answer has no tree of this trace.',
  notObject: 'A node of the tree (under node {node}) is not an object; it was left out.',
  noTransaction:
    'A node of the tree (under node {node}) names no transaction; it and its subtree were left out.',
  cycle:
    'The tree names transaction {node} again among its own descendants (a cycle); the repeat and what is under it were left out.',
  twice: 'The tree names transaction {node} twice; the second and what is under it were left out.',
  tooDeep: {
    one: 'The tree goes deeper than {count} level; what is below was left out.',
    other: 'The tree goes deeper than {count} levels; what is below was left out.',
  },
  tooMany: {
    one: 'The tree holds more than {count} transaction; only the first {shown} in order are shown.',
    other: 'The tree holds more than {count} transactions; only the first {shown} in order are shown.',
  },
  childrenNotList: "Node {node}'s children are not a list; they were left out.",
  missing: {
    one: "{count} transaction of the tree's {total} is not in the answer; it is shown without details.",
    other:
      "{count} transactions of the tree's {total} are not in the answer; they are shown without details.",
  },
});

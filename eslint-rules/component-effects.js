/**
 * A component reads as a list of named hooks (issue 30): at most three effects of its own, none over
 * 30 lines. A longer side effect is a hook with a name (`useVariationForm`), its imperative part a
 * plain function. Effects inside hooks (`use…`) are the hook's own business.
 */
const EFFECT = /^use(Layout|Insertion)?Effect$/;
const MAX_EFFECTS = 3;
const MAX_LINES = 30;

const functionName = (fn) => {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  return undefined;
};
const isFunction = (node) =>
  node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
const isEffectCall = (node) =>
  (node.callee.type === 'Identifier' && EFFECT.test(node.callee.name)) ||
  (node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier' && EFFECT.test(node.callee.property.name));

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'a component has at most three effects of its own, none over 30 lines' },
    schema: [],
    messages: {
      tooMany: '{{name}} has {{count}} effects of its own (at most 3): name each side effect as a hook.',
      tooLong: 'an effect of {{lines}} lines in {{name}} (at most 30): make it a named hook, its imperative part a plain function.',
    },
  },
  create(context) {
    const effects = new Map();
    return {
      CallExpression(node) {
        if (!isEffectCall(node)) return;
        const component = context.sourceCode.getAncestors(node).findLast(isFunction);
        const name = component && functionName(component);
        if (!name || !/^[A-Z]/.test(name)) return;
        effects.set(component, [...(effects.get(component) ?? []), node]);
        const callback = node.arguments[0];
        const lines = callback ? callback.loc.end.line - callback.loc.start.line + 1 : 0;
        if (lines > MAX_LINES) context.report({ node, messageId: 'tooLong', data: { name, lines } });
      },
      'Program:exit'() {
        for (const [component, calls] of effects)
          if (calls.length > MAX_EFFECTS)
            context.report({
              node: calls[MAX_EFFECTS],
              messageId: 'tooMany',
              data: { name: functionName(component), count: calls.length },
            });
      },
    };
  },
};

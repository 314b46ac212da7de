// @vitest-environment node
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './component-effects.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const effects = (count: number, body = '') => Array.from({ length: count }, () => `  useEffect(() => {${body}}, []);`).join('\n');
const lines = (count: number) => '\n' + Array.from({ length: count }, (_, i) => `    step${i}();`).join('\n') + '\n  ';

tester.run('component-effects', rule, {
  valid: [
    { code: `function Cart() {\n${effects(3)}\n  return null;\n}` },
    // a hook's effects are its own business
    { code: `function useCart() {\n${effects(5, lines(40))}\n}` },
    { code: `const Cart = () => {\n  useCart();\n  useLayoutEffect(() => {${lines(28)}}, []);\n  return null;\n};` },
  ],
  invalid: [
    { code: `function Cart() {\n${effects(4)}\n  return null;\n}`, errors: [{ messageId: 'tooMany' }] },
    {
      code: `const Cart = () => {\n  React.useLayoutEffect(() => {${lines(30)}}, []);\n  return null;\n};`,
      errors: [{ messageId: 'tooLong' }],
    },
  ],
});

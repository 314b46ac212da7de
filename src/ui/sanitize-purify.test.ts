// @vitest-environment jsdom
// DOMPurify mis-sanitises under happy-dom (it keeps <script> there), so the sanitiser is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { SANITIZER_CASES } from '../../test/fixtures/sanitizer-cases';
import { inlineHtml, serverHtml } from './sanitize-purify';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('the sanitiser on DOMPurify (the same table runs on both engines in Chromium: test/e2e/runtime/sanitizer.test.ts)', () => {
  it.each(SANITIZER_CASES.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const source = example.html(location.origin);
    const fragment = example.profile === 'inline' ? inlineHtml(source) : serverHtml(source, example.options);
    expect(html(fragment)).toBe(example.expected(location.origin));
  });
});

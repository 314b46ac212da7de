// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attributeName, parseProps, prop, propName } from './props';

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('attribute names', () => {
  it('maps camelCase props to kebab-case data attributes and back', () => {
    expect(attributeName('postId')).toBe('data-post-id');
    expect(attributeName('mapKey')).toBe('data-map-key');
    expect(propName('data-post-id')).toBe('postId');
    expect(propName('data-map-key2')).toBe('mapKey2');
  });
});

describe('parseProps', () => {
  const specs = {
    postId: prop.number({ required: true }),
    title: prop.string({ default: 'Standard' }),
    open: prop.boolean({ default: false }),
    mode: prop.oneOf(['dropdown', 'off-canvas'] as const, { default: 'dropdown' }),
    extra: prop.json<{ a: number }>(),
  };

  it('parses every type from data attributes', () => {
    const result = parseProps(
      specs,
      reader({ 'data-post-id': ' 42 ', 'data-title': 'Hallo', 'data-open': '', 'data-mode': 'off-canvas', 'data-extra': '{"a":1}' }),
    );
    expect(result).toEqual({ ok: true, props: { postId: 42, title: 'Hallo', open: true, mode: 'off-canvas', extra: { a: 1 } } });
  });

  it('applies defaults and leaves optional props undefined', () => {
    const result = parseProps(specs, reader({ 'data-post-id': '7' }));
    expect(result).toEqual({ ok: true, props: { postId: 7, title: 'Standard', open: false, mode: 'dropdown', extra: undefined } });
  });

  it('reads data-props JSON, with data attributes winning', () => {
    const result = parseProps(
      specs,
      reader({ 'data-props': '{"postId": "9", "title": "aus JSON", "open": true}', 'data-title': 'Attribut' }),
    );
    expect(result).toMatchObject({ ok: true, props: { postId: 9, title: 'Attribut', open: true } });
  });

  it.each([
    [{}, 'postId', 'data-post-id', 'is required but missing'],
    [{ 'data-post-id': 'abc' }, 'postId', 'data-post-id', 'must be a number, got "abc"'],
    [{ 'data-post-id': '' }, 'postId', 'data-post-id', 'must be a number, got ""'],
    [{ 'data-post-id': 'Infinity' }, 'postId', 'data-post-id', 'must be a number'],
    [{ 'data-post-id': '1', 'data-open': 'vielleicht' }, 'open', 'data-open', 'must be true or false'],
    [{ 'data-post-id': '1', 'data-mode': 'popup' }, 'mode', 'data-mode', 'must be one of dropdown, off-canvas'],
    [{ 'data-post-id': '1', 'data-extra': '{a:1}' }, 'extra', 'data-extra', 'must be valid JSON'],
    [{ 'data-props': '[1,2]' }, 'props', 'data-props', 'must be a JSON object'],
    [{ 'data-props': '{"postId": {}}' }, 'postId', 'data-post-id', 'must be a number'],
  ])('reports %j as a problem with %s', (attributes, propNameExpected, attribute, message) => {
    const result = parseProps(specs, reader(attributes as Record<string, string>));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.prop).toBe(propNameExpected);
    expect(result.attribute).toBe(attribute);
    expect(result.message).toContain(message);
  });

  it('accepts false words for booleans', () => {
    for (const word of ['false', '0', 'no', 'off', 'FALSE'])
      expect(parseProps({ open: prop.boolean() }, reader({ 'data-open': word }))).toEqual({ ok: true, props: { open: false } });
  });

  it('shortens long hostile values in messages', () => {
    const result = parseProps({ n: prop.number() }, reader({ 'data-n': `<script>${'x'.repeat(200)}</script>` }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeLessThan(100);
  });

  it('keeps a JSON prop that happens to look like a failure', () => {
    const result = parseProps({ extra: prop.json() }, reader({ 'data-extra': '{"fail":"x"}' }));
    expect(result).toEqual({ ok: true, props: { extra: { fail: 'x' } } });
  });
});

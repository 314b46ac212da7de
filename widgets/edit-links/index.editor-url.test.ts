import { describe, expect, it } from 'vitest';
import { editorUrl } from './index';

describe('edit links take only the site’s post editor', () => {
  it.each([
    '/wp-admin/post.php?post=7&action=edit',
    '/wp-admin/post.php?post=7&app=uxbuilder&type=editor',
    `${location.origin}/shop/wp-admin/post.php?post=12&action=edit`,
  ])('%s', (url) => {
    expect(editorUrl(url)).not.toBeNull();
  });

  it.each([
    '/wp-admin/users.php?action=delete&user=1',
    '/wp-admin/post.php?post=7&action=trash',
    '/wp-admin/post.php?post=7&action=edit&_wpnonce=abc',
    '/wp-admin/post.php?post=x&action=edit',
    '/wp-admin/admin-ajax.php?action=edit&post=7',
    '/wp-json/wp/v2/users/me',
    'https://evil.example/wp-admin/post.php?post=7&action=edit',
    'javascript:alert(1)//wp-admin/post.php?post=7&action=edit',
  ])('refuses %s', (url) => {
    expect(editorUrl(url)).toBeNull();
  });
});

/**
 * Content authors cannot place island hosts: WordPress keeps `data-*` attributes in what
 * Contributors and Authors write (KSES allows them), and an island acts for whoever sees the page,
 * an administrator previewing the post included. The plugin removes the host markers from content
 * saved by users without `unfiltered_html`; an administrator's content and shortcodes keep them.
 */
import { describe, expect, it } from 'vitest';
import { wpJson } from './site';

const HOSTILE = `<div data-island="coming-soon-banner" DATA-PROPS='{"restUrl":"/wp-json/wp/v2/users/me"}' data-hydrate="load" data-rest-url="/wp-json/wp/v2/users/me?password=x" class="promo">Bald da</div><p data-island='rating'>Text</p>`;

/** Saves a post as a new user of that role (through wp_insert_post, as the editor's REST route does) and reads it back. */
const savedAs = (role: string) =>
  wpJson<{ content: string; excerpt: string }>(
    `
    $login = 'trust-' . getenv( 'ROLE' ) . '-' . wp_generate_password( 6, false );
    $user  = wp_insert_user( array( 'user_login' => $login, 'user_pass' => wp_generate_password(), 'role' => getenv( 'ROLE' ) ) );
    wp_set_current_user( $user );
    kses_init();
    $id = wp_insert_post( wp_slash( array( 'post_status' => 'draft', 'post_title' => 'Trust', 'post_content' => getenv( 'HTML' ), 'post_excerpt' => getenv( 'HTML' ) ) ) );
    $post = get_post( $id );
    echo wp_json_encode( array( 'content' => $post->post_content, 'excerpt' => $post->post_excerpt ) );
    wp_delete_post( $id, true );
    require_once ABSPATH . 'wp-admin/includes/user.php';
    wp_delete_user( $user );`,
    { ROLE: role, HTML: HOSTILE },
  );

describe('island hosts in saved content', () => {
  it.each(['contributor', 'author'])('the role %s cannot place them: the markers go, the rest of the markup stays', async (role) => {
    const { content, excerpt } = await savedAs(role);
    for (const saved of [content, excerpt]) {
      expect(saved).not.toMatch(/data-island|data-props|data-hydrate/i);
      expect(saved).toContain('class="promo"');
      expect(saved).toContain('Bald da');
    }
  });

  it('an administrator (unfiltered_html) keeps them', async () => {
    const { content } = await savedAs('administrator');
    expect(content).toContain('data-island="coming-soon-banner"');
    expect(content).toContain("data-island='rating'");
  });
});

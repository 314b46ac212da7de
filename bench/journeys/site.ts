/**
 * The journeys bench's shop: the tests' real WordPress site (test/wordpress/site.ts), serving
 * gzipped scripts, styles and pages as a production server would (SHOP_ISLANDS_GZIP, read by the
 * site's router), with what the bench adds: its mu-plugin (the lite build per visitor, Complianz's
 * banner shown), Complianz activated and configured, a page with the plugin's header cart, and the
 * stand-ins for Rate My Post and Flatsome's quick view with the pages that use them.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSite, wpPhp } from '../../test/wordpress/site';
import type { BenchSite } from './journeys';

const FIXTURES = resolve('bench/journeys/fixtures');
/** Rate My Post's widget as it printed it for a post without votes (recorded; the stand-in prints it) */
const RECORDED_RMP_WIDGET = resolve('test/fixtures/recorded/rate-my-post/widget-post7-no-votes.html');
const phpBody = (file: string) => readFileSync(join(FIXTURES, file), 'utf8').replace(/^<\?php\s*/, '');

export interface RunningBenchSite {
  site: BenchSite;
  /** Complianz's policy id, for a visitor who answered the banner before */
  policyId: string;
  stop: () => Promise<void>;
}

export async function startBenchSite(): Promise<RunningBenchSite> {
  process.env.SHOP_ISLANDS_GZIP = '1';
  const running = await startSite();
  try {
    const { site } = running;
    const muPlugins = join(site.coreDir, 'wp-content/mu-plugins');
    for (const file of ['shop-islands-bench.php', 'shop-islands-bench-stand-ins.php'])
      copyFileSync(join(FIXTURES, file), join(muPlugins, file));
    copyFileSync(RECORDED_RMP_WIDGET, join(muPlugins, 'shop-islands-bench-rmp-widget.html'));
    await wpPhp(
      `require_once ABSPATH . 'wp-admin/includes/plugin.php';
       $result = activate_plugin( 'complianz-gdpr/complianz-gpdr.php' );
       if ( is_wp_error( $result ) ) { echo $result->get_error_message(); exit( 1 ); }`,
    );
    const setup = JSON.parse(await wpPhp(phpBody('setup.php'), { BENCH_SIMPLE: String(site.products.simple) })) as {
      bannerId: number;
      pages: BenchSite['pages'];
    };
    if (!setup.bannerId) throw new Error('Complianz has no cookie banner after the set-up');
    // Complianz's policy id as its banner reads it (printed in the `complianz` global)
    const html = await (await fetch(`${site.url}${setup.pages.shop}`, { headers: { cookie: 'shop_islands_off=1' } })).text();
    const policyId = /"current_policy_id":"?(\d+)/.exec(html)?.[1];
    if (!policyId) throw new Error("the shop page prints no Complianz settings (current_policy_id): Complianz's banner is not on");
    return {
      site: { url: site.url, products: { simple: site.products.simple }, pages: setup.pages },
      policyId,
      stop: running.stop,
    };
  } catch (error) {
    await running.stop();
    throw error;
  }
}

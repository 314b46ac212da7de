// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MarkersReply } from './markers-source';

const fixture = (name: string) =>
  JSON.parse(readFileSync(`test/fixtures/recorded/wd-google-maps/${name}`, 'utf8')) as { response: { body: string } };

describe('get_ajax_markers replies', () => {
  it('accepts get_ajax_markers replies keyed by id or as an array, and nothing else', () => {
    for (const name of ['get_ajax_markers.json', 'get_ajax_markers-with-category-filter.json', 'get_ajax_markers-unknown-map.json']) {
      expect(v.safeParse(MarkersReply, JSON.parse(fixture(name).response.body)).success).toBe(true);
    }
    for (const bad of [0, -1, 'x', null, { 8: { id: '8' } }]) expect(v.safeParse(MarkersReply, bad).success).toBe(false);
  });
});

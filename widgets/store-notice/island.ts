import { prop } from '../../src/islands/props';
import { defineIsland } from '../../src/islands/types';

export const storeNoticeProps = {
  noticeId: prop.string({ required: true }),
};

export const storeNotice = defineIsland({
  name: 'store-notice',
  props: storeNoticeProps,
  hydrate: 'load',
});

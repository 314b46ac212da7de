/** Every island the loader knows. Definitions are tiny; each island's code is its own chunk. */
import { passwordToggle } from '../../widgets/password-toggle/island';
import { storeNotice } from '../../widgets/store-notice/island';
import type { IslandDefinition } from './types';

export const islands: IslandDefinition[] = [storeNotice, passwordToggle] as IslandDefinition[];

import { defineIsland } from '../../src/islands/types';

export const lazyScripts = defineIsland({ name: 'lazy-scripts', hydrate: 'load' });

import { prop } from '../../src/islands/props';
import { defineIsland } from '../../src/islands/types';

export const passwordToggleProps = {
  showLabel: prop.string(),
  hideLabel: prop.string(),
};

export const passwordToggle = defineIsland({
  name: 'password-toggle',
  props: passwordToggleProps,
  hydrate: 'interaction',
});

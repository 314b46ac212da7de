// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialState, miniCartReducer, panelAttributes, type MiniCartAction, type MiniCartState } from './state';

const run = (state: MiniCartState, ...actions: MiniCartAction[]) => actions.reduce(miniCartReducer, state);
const dropdown = initialState('dropdown');
const drawer = initialState('off-canvas');

describe('mini-cart state', () => {
  it('a press opens and pins; a second press closes and gives focus back', () => {
    const opened = run(dropdown, { type: 'toggle' });
    expect(opened).toMatchObject({ open: true, openedBy: 'toggle', autoClose: false });
    expect(run(opened, { type: 'toggle' })).toMatchObject({ open: false, openedBy: null, restoreFocus: true });
  });

  it('a press while hovering or after an add pins the dropdown open instead of closing it', () => {
    const hovered = run(dropdown, { type: 'open', reason: 'hover' });
    expect(hovered.openedBy).toBe('hover');
    expect(run(hovered, { type: 'toggle' })).toMatchObject({ open: true, openedBy: 'toggle' });
    expect(run(dropdown, { type: 'added' }, { type: 'toggle' })).toMatchObject({ open: true, openedBy: 'toggle', autoClose: false });
  });

  it('hovering never opens the drawer', () => {
    expect(run(drawer, { type: 'open', reason: 'hover' })).toBe(drawer);
  });

  it('the dropdown auto-closes after every add; the drawer only when the add opened it', () => {
    expect(run(dropdown, { type: 'added' })).toMatchObject({ open: true, openedBy: 'added', autoClose: true, adds: 1 });
    expect(run(dropdown, { type: 'toggle' }, { type: 'added' })).toMatchObject({ open: true, autoClose: true });
    expect(run(drawer, { type: 'added' })).toMatchObject({ open: true, openedBy: 'added', autoClose: true, focusIn: true });
    expect(run(drawer, { type: 'toggle' }, { type: 'added' })).toMatchObject({ open: true, openedBy: 'toggle', autoClose: false });
    // a second add while the first add's drawer is still open restarts its timer
    expect(run(drawer, { type: 'added' }, { type: 'added' })).toMatchObject({ autoClose: true, adds: 2 });
  });

  it('closing by the timer leaves focus alone; Escape, the close button and the backdrop give it back', () => {
    const added = run(drawer, { type: 'added' });
    expect(run(added, { type: 'close' }).restoreFocus).toBe(false);
    expect(run(added, { type: 'close', restoreFocus: true }).restoreFocus).toBe(true);
    expect(run(dropdown, { type: 'close' })).toBe(dropdown);
  });

  it('counts changes on their way and keeps one message', () => {
    const busy = run(dropdown, { type: 'busy', delta: 1 }, { type: 'busy', delta: 1 }, { type: 'busy', delta: -1 });
    expect(busy.busy).toBe(1);
    expect(run(busy, { type: 'busy', delta: -1 }, { type: 'busy', delta: -1 }).busy).toBe(0);
    const said = run(dropdown, { type: 'message', text: 'Fehler' });
    expect(said.message).toBe('Fehler');
    expect(run(said, { type: 'message', text: 'Fehler' })).toBe(said);
  });

  it('derives the panel’s attributes from the state', () => {
    expect(panelAttributes(dropdown, 'Warenkorb')).toEqual({
      hidden: '',
      role: null,
      'aria-modal': null,
      'aria-label': null,
      'aria-busy': null,
    });
    expect(panelAttributes(run(drawer, { type: 'toggle' }, { type: 'busy', delta: 1 }), 'Warenkorb')).toEqual({
      hidden: null,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': 'Warenkorb',
      'aria-busy': 'true',
    });
  });
});

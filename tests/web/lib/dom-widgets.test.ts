import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actEarly,
  drawNativeRadio,
  drawNativeRadios,
  selectTab,
  selectedTab,
  setDisclosure,
  tabKeyDown,
  toggleDisclosure,
} from '../../../web/lib/dom-widgets';

afterEach(() => document.body.replaceChildren());

function tabs() {
  document.body.innerHTML = `
    <div role="tablist">
      <button role="tab" data-dom-tab data-value="a" aria-controls="pa" aria-selected="true" tabindex="0" data-selected>A</button>
      <button role="tab" data-dom-tab data-value="b" aria-controls="pb" aria-selected="false" tabindex="-1">B</button>
      <button role="tab" data-dom-tab data-value="c" aria-controls="pc" aria-selected="false" tabindex="-1">C</button>
    </div>
    <div role="tabpanel" id="pa">Panel A</div>
    <div role="tabpanel" id="pb" hidden>Panel B</div>
    <div role="tabpanel" id="pc" hidden>Panel C</div>`;
  const list = document.querySelector('[role="tablist"]') as HTMLElement;
  const tab = (v: string) => list.querySelector(`[data-value="${v}"]`) as HTMLElement;
  const panel = (v: string) => document.getElementById(`p${v}`) as HTMLElement;
  return { list, tab, panel };
}

describe('disclosure', () => {
  it('shows and hides its target, with aria-expanded and the label in step', () => {
    document.body.innerHTML =
      '<button data-disclosure aria-controls="m" aria-expanded="false" aria-label="Open menu" data-label-open="Open menu" data-label-close="Close menu"></button><div id="m" hidden></div>';
    const button = document.querySelector('button') as HTMLElement;
    const menu = document.getElementById('m') as HTMLElement;
    toggleDisclosure(button);
    expect(menu.hidden).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-label', 'Close menu');
    setDisclosure(button, false);
    expect(menu.hidden).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-label', 'Open menu');
    expect(actEarly(button)).toBe(true);
    expect(menu.hidden).toBe(false);
  });
});

describe('tabs', () => {
  it('selects a tab: its panel shows, the others hide, and tabselect names it', () => {
    const { list, tab, panel } = tabs();
    const seen = vi.fn();
    list.addEventListener('tabselect', (e) => seen((e as CustomEvent<string>).detail));
    selectTab(tab('b'));
    expect(tab('b')).toHaveAttribute('aria-selected', 'true');
    expect(tab('b')).toHaveAttribute('data-selected');
    expect(tab('b').tabIndex).toBe(0);
    expect(tab('a')).toHaveAttribute('aria-selected', 'false');
    expect(tab('a')).not.toHaveAttribute('data-selected');
    expect(tab('a').tabIndex).toBe(-1);
    expect(panel('b').hidden).toBe(false);
    expect(panel('a').hidden).toBe(true);
    expect(seen).toHaveBeenCalledWith('b');
    expect(selectedTab(list)).toBe('b');
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    const { tab } = tabs();
    const press = (target: HTMLElement, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'target', { value: target });
      return tabKeyDown(event);
    };
    expect(press(tab('a'), 'ArrowLeft')).toBe(true);
    expect(tab('c')).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(tab('c'));
    press(tab('c'), 'ArrowRight');
    expect(tab('a')).toHaveAttribute('aria-selected', 'true');
    press(tab('a'), 'End');
    expect(tab('c')).toHaveAttribute('aria-selected', 'true');
    press(tab('c'), 'Home');
    expect(tab('a')).toHaveAttribute('aria-selected', 'true');
    expect(press(tab('a'), 'x')).toBe(false);
  });

  it('acts early on a DOM-owned tab, not on other elements', () => {
    const { tab } = tabs();
    expect(actEarly(tab('c'))).toBe(true);
    expect(tab('c')).toHaveAttribute('aria-selected', 'true');
    const other = document.createElement('button');
    document.body.append(other);
    expect(actEarly(other)).toBe(false);
  });
});

/** A Chakra radio group as its prerendered HTML has it (the Sign up page's role). */
function radioGroup() {
  const item = (value: string, checked: boolean) => `
      <label data-scope="radio-group" data-part="item" data-state="${checked ? 'checked' : 'unchecked'}">
        <input type="radio" name="role" value="${value}" ${checked ? 'checked' : ''} />
        <span data-scope="radio-group" data-part="item-control" data-state="${checked ? 'checked' : 'unchecked'}" ${checked ? 'data-checked=""' : ''}></span>
        <span data-scope="radio-group" data-part="item-text" data-state="${checked ? 'checked' : 'unchecked'}">${value}</span>
      </label>`;
  document.body.innerHTML = `
    <form><div data-scope="radio-group" data-part="root" role="radiogroup">
      ${item('investor', true)}${item('creator', false)}
    </div></form>`;
  const radio = (value: string) =>
    document.querySelector(`input[value="${value}"]`) as HTMLInputElement;
  const states = (value: string) => {
    const item = radio(value).closest('[data-part="item"]') as HTMLElement;
    const control = item.querySelector('[data-part="item-control"]') as HTMLElement;
    return {
      item: item.dataset.state,
      control: control.dataset.state,
      text: (item.querySelector('[data-part="item-text"]') as HTMLElement).dataset.state,
      checkedMark: control.hasAttribute('data-checked'),
    };
  };
  return { radio, states };
}

describe('a radio group drawn from its native radios (before the app runs)', () => {
  const checked = { item: 'checked', control: 'checked', text: 'checked', checkedMark: true };
  const unchecked = {
    item: 'unchecked',
    control: 'unchecked',
    text: 'unchecked',
    checkedMark: false,
  };

  it('shows the picked item checked and the others unchecked, as the app would', () => {
    const { radio, states } = radioGroup();
    radio('creator').checked = true;
    drawNativeRadio(radio('creator'));
    expect(states('creator')).toEqual(checked);
    expect(states('investor')).toEqual(unchecked);
  });

  it('follows a click on an item until stopped, then leaves the drawing to the app', () => {
    const { radio, states } = radioGroup();
    const stop = drawNativeRadios(document.body);
    radio('creator').click();
    expect(states('creator')).toEqual(checked);
    expect(states('investor')).toEqual(unchecked);
    stop();
    radio('investor').click();
    expect(radio('investor').checked).toBe(true);
    expect(states('investor')).toEqual(unchecked);
  });

  it('ignores anything that is not a radio of a radio group', () => {
    document.body.innerHTML = '<input type="checkbox" /><input type="radio" name="x" />';
    for (const input of document.querySelectorAll('input')) {
      expect(() => drawNativeRadio(input)).not.toThrow();
    }
    expect(() => drawNativeRadio(null)).not.toThrow();
  });
});

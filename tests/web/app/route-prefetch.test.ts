import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { prefetchRoutes, prefetchRoutesOnIntent } from '../../../web/app/route-prefetch';
import { useWarmRoutes, warmRoute } from '../../../web/lib/route-warmup';
import { routes } from '../../../web/app/routes';

const loaded = { Component: () => null };

/** A table like the app's: a layout with a lazy screen under it, and a screen already loaded. */
function table() {
  const invest = vi.fn(async () => loaded);
  const layout = vi.fn(async () => loaded);
  const routes: RouteObject[] = [
    {
      path: '/',
      lazy: layout,
      children: [
        { path: 'project/:slug/invest', lazy: invest },
        { path: 'about', Component: () => null },
      ],
    },
  ];
  return { routes, invest, layout };
}

function link(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.append(document.createElement('span'));
  document.body.append(a);
  return a;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('a link loads its screen when a person means to follow it', () => {
  it.each(['pointerover', 'focusin', 'touchstart'])(
    'on %s, every lazy route the link matches starts loading, once',
    (type) => {
      const { routes, invest, layout } = table();
      stop = prefetchRoutesOnIntent({ routes }, document);
      const a = link('/project/fitsync/invest');
      // From a child element too: the event target is whatever the pointer is over.
      a.firstChild?.dispatchEvent(new Event(type, { bubbles: true }));
      a.dispatchEvent(new Event(type, { bubbles: true }));
      expect(invest).toHaveBeenCalledTimes(1);
      expect(layout).toHaveBeenCalledTimes(1);
    },
  );

  it('leaves links that lead elsewhere alone', () => {
    const { routes, invest, layout } = table();
    stop = prefetchRoutesOnIntent({ routes }, document);
    for (const a of [
      link('https://example.org/project/fitsync/invest'),
      link('/project/fitsync/invest', { target: '_blank' }),
      link('/project/fitsync/invest', { download: '' }),
      link('/no/such/screen'),
    ])
      a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(invest).not.toHaveBeenCalled();
    expect(layout).not.toHaveBeenCalled();
  });

  it('tries again after a failed load, and stops listening when removed', async () => {
    const { routes, invest } = table();
    invest.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    stop = prefetchRoutesOnIntent({ routes }, document);
    const a = link('/project/fitsync/invest');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(invest).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(invest).toHaveBeenCalledTimes(2);
    stop();
    a.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(invest).toHaveBeenCalledTimes(2);
  });

  it("finds the app's own screens: the invest link matches the invest route's chunk", () => {
    const lazies: string[] = [];
    const spy = (list: RouteObject[]): RouteObject[] =>
      list.map((route) => ({
        ...route,
        lazy:
          typeof route.lazy === 'function'
            ? async () => {
                lazies.push(route.path ?? '(layout)');
                return loaded;
              }
            : route.lazy,
        children: route.children && spy(route.children),
      })) as RouteObject[];
    stop = prefetchRoutesOnIntent({ routes: spy(routes) }, document);
    link('/project/fitsync/invest').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(lazies.some((path) => path.endsWith('invest'))).toBe(true);
  });
});

describe('a screen warms the code of the page it is about to open', () => {
  it('loads every lazy route a path matches, or only the layouts above its page', () => {
    const { routes, invest, layout } = table();
    prefetchRoutes(routes, '/project/fitsync/invest', 'layouts');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(invest).not.toHaveBeenCalled();
    prefetchRoutes(routes, '/project/fitsync/invest');
    expect(invest).toHaveBeenCalledTimes(1);
    prefetchRoutes(routes, '/no/such/screen');
    expect(layout).toHaveBeenCalledTimes(2);
  });

  it('warmRoute reaches the running app’s routes, once each, and nothing once it stops', () => {
    const { routes, invest, layout } = table();
    warmRoute('/project/fitsync/invest');
    expect(invest).not.toHaveBeenCalled();
    stop = prefetchRoutesOnIntent({ routes }, document);
    warmRoute('/project/fitsync/invest');
    warmRoute('/project/fitsync/invest');
    link('/project/fitsync/invest').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(invest).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
    stop();
    const other = table();
    stop = prefetchRoutesOnIntent({ routes: other.routes }, document);
    stop();
    warmRoute('/project/fitsync/invest');
    expect(other.invest).not.toHaveBeenCalled();
  });

  it("warms the investor's home: its guard, its shell and its dashboard page", () => {
    const lazies: string[] = [];
    const spy = (list: RouteObject[]): RouteObject[] =>
      list.map((route) => ({
        ...route,
        lazy:
          typeof route.lazy === 'function'
            ? async () => {
                lazies.push(route.index ? '(index)' : (route.path ?? '(layout)'));
                return loaded;
              }
            : route.lazy,
        children: route.children && spy(route.children),
      })) as RouteObject[];
    const app = spy(routes);
    prefetchRoutes(app, '/investor', 'layouts');
    expect(lazies).toEqual(['/investor', '(layout)']);
    prefetchRoutes(app, '/investor');
    expect(lazies).toEqual(['/investor', '(layout)', '/investor', '(layout)', '(index)']);
  });

  it('useWarmRoutes warms a screen’s primary destinations once it has mounted, once each', () => {
    const { routes, invest, layout } = table();
    stop = prefetchRoutesOnIntent({ routes }, document);
    const { rerender } = renderHook(({ paths }) => useWarmRoutes(paths), {
      initialProps: { paths: [] as string[] },
    });
    expect(invest).not.toHaveBeenCalled();
    rerender({ paths: ['/project/fitsync/invest'] });
    rerender({ paths: ['/project/fitsync/invest'] });
    expect(invest).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
  });
});

import type * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from '../../../web/components/charts/use-element-width';

const transitions = vi.hoisted(() => ({ count: 0 }));

// React's own startTransition, counted: the chart's width must arrive in one.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count += 1;
      react.startTransition(scope);
    },
  };
});

function Measured() {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return <div ref={ref}>width {width}</div>;
}

const original = globalThis.ResizeObserver;
afterEach(() => {
  globalThis.ResizeObserver = original;
});

describe('useElementWidth', () => {
  it('takes the measured width as a transition, so a click meanwhile paints first', async () => {
    let report: ResizeObserverCallback = () => {};
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    render(<Measured />);
    expect(screen.getByText('width 0')).toBeInTheDocument();
    await act(async () => {
      report([{ contentRect: { width: 321.7 } } as ResizeObserverEntry], {} as ResizeObserver);
    });
    expect(screen.getByText('width 321')).toBeInTheDocument();
    expect(transitions.count).toBe(1);
  });
});

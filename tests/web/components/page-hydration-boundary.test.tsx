import { act, useLayoutEffect, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHydrationBoundary } from '../../../web/components/page-hydration-boundary';
import { adoptTypedValues } from '../../../web/lib/typed-before-hydration';

afterEach(() => document.body.replaceChildren());

/** What had hydrated when: the frame's commit says whether the page had hydrated before it. */
const order: string[] = [];

function Page() {
  useLayoutEffect(() => {
    order.push('page');
  }, []);
  return <p>The page</p>;
}

function Frame({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    order.push('frame');
  }, []);
  return <main>{children}</main>;
}

function serverRendered(tree: ReactNode): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(tree);
  document.body.append(root);
  return root;
}

describe('PageHydrationBoundary', () => {
  it('hydrates the page after its frame, in a pass of its own', async () => {
    order.length = 0;
    const tree = (
      <Frame>
        <PageHydrationBoundary>
          <Page />
        </PageHydrationBoundary>
      </Frame>
    );
    const root = serverRendered(tree);
    await act(async () => {
      hydrateRoot(root, tree);
    });
    // Without the boundary the page's effects run first, in the frame's own commit
    // (children before parents): ['page', 'frame'].
    expect(order).toEqual(['frame', 'page']);
    expect(root.textContent).toBe('The page');
  });

  it('keeps what was typed into a field of the page before it hydrated', async () => {
    let seen = '';
    function Field() {
      const [email, setEmail] = useState('');
      seen = email;
      return (
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      );
    }
    function Adopting({ children, root }: { children: ReactNode; root: HTMLElement }) {
      useLayoutEffect(() => adoptTypedValues(root), [root]);
      return children;
    }
    const page = (
      <PageHydrationBoundary>
        <Field />
      </PageHydrationBoundary>
    );
    const root = serverRendered(page);
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'typed@example.com';
    await act(async () => {
      hydrateRoot(root, <Adopting root={root}>{page}</Adopting>);
    });
    expect(email.value).toBe('typed@example.com');
    expect(seen).toBe('typed@example.com');
  });
});

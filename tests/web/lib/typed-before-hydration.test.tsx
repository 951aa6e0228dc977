import { act, useLayoutEffect, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptTypedValues } from '../../../web/lib/typed-before-hydration';

let seen = '';

function Field() {
  const [email, setEmail] = useState('');
  const [live, setLive] = useState(false);
  // A part that differs once live re-renders the field right after hydration, as the
  // forms' useHydrated does.
  useLayoutEffect(() => setLive(true), []);
  seen = email;
  return (
    <form noValidate={live}>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input name="untouched" defaultValue="as rendered" />
    </form>
  );
}

function Adopting({ children, root }: { children: ReactNode; root: HTMLElement }) {
  useLayoutEffect(() => adoptTypedValues(root), [root]);
  return children;
}

async function typedBeforeHydration(adopt: boolean) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Field />);
  document.body.append(root);
  const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
  email.value = 'typed@example.com';
  await act(async () => {
    hydrateRoot(
      root,
      adopt ? (
        <Adopting root={root}>
          <Field />
        </Adopting>
      ) : (
        <Field />
      ),
    );
  });
  return { root, email };
}

afterEach(() => document.body.replaceChildren());

describe('what was typed before hydration', () => {
  it('is lost to the first render after hydration without it (why it exists)', async () => {
    const { email } = await typedBeforeHydration(false);
    expect(seen).toBe('');
    expect(email.value).toBe('');
  });

  it('becomes the field state, and stays on screen', async () => {
    const { root, email } = await typedBeforeHydration(true);
    expect(seen).toBe('typed@example.com');
    expect(email.value).toBe('typed@example.com');
    expect(root.querySelector<HTMLInputElement>('input[name="untouched"]')!.value).toBe(
      'as rendered',
    );
  });
});

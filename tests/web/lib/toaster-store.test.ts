import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateToasterReturn } from '@chakra-ui/react';
import type * as ToasterStoreModule from '../../../web/lib/toaster-store';

type ToasterStore = typeof ToasterStoreModule;

/** A fresh copy of the app's toaster (a module singleton), before and after Zag's store. */
async function freshToaster(): Promise<ToasterStore> {
  vi.resetModules();
  return import('../../../web/lib/toaster-store');
}

async function zagStore(): Promise<CreateToasterReturn> {
  const { createToaster } = await import('@chakra-ui/react');
  return createToaster({ placement: 'top-end', max: 3 });
}

const titles = (toasts: readonly { title?: unknown }[]) => toasts.map((toast) => toast.title);

describe("the app's toaster, before and after Zag's store has loaded", () => {
  let app: ToasterStore;
  beforeEach(async () => {
    app = await freshToaster();
  });

  it('keeps what is said before the store arrives, and hands it over in order', async () => {
    app.toaster.create({ title: 'First', type: 'info' });
    app.toaster.success({ title: 'Second' });
    expect(titles(app.toaster.getVisibleToasts())).toEqual(['First', 'Second']);

    const store = app.adoptToastStore(await zagStore());
    expect(titles(store.getVisibleToasts())).toEqual(expect.arrayContaining(['First', 'Second']));
    expect(store.getVisibleToasts().find((toast) => toast.title === 'Second')?.type).toBe(
      'success',
    );
    expect(titles(app.toaster.getVisibleToasts())).toEqual(titles(store.getVisibleToasts()));
  });

  it('replaces a waiting toast said again with the same id', () => {
    app.toaster.create({ id: 'signed-in', title: 'Success', type: 'success' });
    app.toaster.create({ id: 'signed-in', title: 'Success again', type: 'success' });
    expect(titles(app.toaster.getVisibleToasts())).toEqual(['Success again']);
  });

  it('tells its listeners each time something is said, before and after the store', async () => {
    const listener = vi.fn();
    app.toaster.subscribe(listener);
    app.toaster.create({ title: 'Before' });
    app.adoptToastStore(await zagStore());
    app.toaster.create({ title: 'After' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the first store it was given', async () => {
    const first = app.adoptToastStore(await zagStore());
    expect(app.adoptToastStore(await zagStore())).toBe(first);
  });

  it('removes one waiting toast by id, or all', () => {
    const kept = app.toaster.create({ title: 'Kept' });
    const gone = app.toaster.create({ title: 'Gone' });
    app.toaster.remove(gone);
    expect(titles(app.toaster.getVisibleToasts())).toEqual(['Kept']);
    app.toaster.remove();
    expect(app.toaster.getVisibleToasts()).toEqual([]);
    expect(kept).not.toBe(gone);
  });
});

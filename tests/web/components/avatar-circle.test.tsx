import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../web/app/providers';
import { AvatarCircle } from '../../../web/components/avatar-circle';

const avatar = (src: string) => (
  <AppProviders>
    <AvatarCircle initials="AP" src={src} size="sm" />
  </AppProviders>
);

describe('AvatarCircle', () => {
  it('shows the initials when the picture fails, and tries a new picture again', () => {
    const view = render(avatar('/broken.png'));
    const broken = view.container.querySelector('img');
    if (!broken) throw new Error('the picture is drawn first');
    fireEvent.error(broken);
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.getByText('AP')).toBeInTheDocument();
    // The person changes their avatar: the new picture is shown, not the old failure.
    view.rerender(avatar('/new.png'));
    expect(view.container.querySelector('img')).toHaveAttribute('src', '/new.png');
  });
});

import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';

export interface LinkButtonProps extends Omit<ButtonProps, 'asChild'> {
  /** An in-app path; rendered as a real link so it can be opened in a new tab. */
  to: string;
  /** Leave the page for a new document instead of navigating inside the app. */
  reloadDocument?: boolean;
}

/** A button-looking link for calls to action (a link, because it navigates). */
export function LinkButton({ to, reloadDocument, children, ...rest }: LinkButtonProps) {
  return (
    <Button asChild {...rest}>
      <RouterLinkBase to={to} reloadDocument={reloadDocument}>
        {children}
      </RouterLinkBase>
    </Button>
  );
}

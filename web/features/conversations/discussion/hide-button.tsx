import { Button, type ButtonProps } from '@chakra-ui/react';

/** An admin's "Hide" under a post: the dialog's trigger, or in its place while that loads. */
export function HideButton(props: ButtonProps) {
  return (
    <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" {...props}>
      Hide
    </Button>
  );
}

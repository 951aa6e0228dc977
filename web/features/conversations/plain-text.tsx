import { Fragment } from 'react';
import { Text, type TextProps } from '@chakra-ui/react';

/**
 * User-written text shown as text: split on line breaks, never parsed as HTML, so a
 * `<script>` someone typed appears as the characters they typed.
 */
export function PlainText({ text, ...props }: { text: string } & TextProps) {
  const lines = text.split('\n');
  return (
    <Text overflowWrap="anywhere" {...props}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

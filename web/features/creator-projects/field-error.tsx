import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A field's error message in a red dark enough for small text (Chakra's default fg.error,
 * red.500, is 3.8:1 on white; WCAG AA asks 4.5:1).
 */
export function FieldError({ children }: { children: ReactNode }) {
  return (
    <Field.ErrorText color="red.700" _dark={{ color: 'red.300' }}>
      {children}
    </Field.ErrorText>
  );
}

import type { ReactNode } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { FOCUS_RING_AFTER_HIDDEN_INPUT } from './native-control-focus';

/**
 * A native checkbox (its keyboard, its label, its form posting) drawn with Chakra's
 * checkbox recipe, as `Checkbox.Root`, `Control` and `Label` draw it. Chakra's Checkbox
 * is Ark's, whose Zag checkbox machine and runtime (about 10 KiB gzip) Discover fetched
 * before its first interaction for one box.
 */
export function CheckBox({
  checked,
  onChange,
  children,
  ...rest
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  const styles = useSlotRecipe({ key: 'checkbox' })({});
  const state = { 'data-state': checked ? 'checked' : 'unchecked' } as const;
  return (
    <chakra.label css={styles.root} data-scope="checkbox" data-part="root" {...state} {...rest}>
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        srOnly
      />
      <chakra.span
        aria-hidden="true"
        css={[styles.control, FOCUS_RING_AFTER_HIDDEN_INPUT]}
        data-scope="checkbox"
        data-part="control"
        {...state}
      >
        {checked && (
          <chakra.svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3px"
            strokeLinecap="round"
            strokeLinejoin="round"
            css={styles.indicator}
          >
            <polyline points="20 6 9 17 4 12" />
          </chakra.svg>
        )}
      </chakra.span>
      <chakra.span css={styles.label} data-scope="checkbox" data-part="label" {...state}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}

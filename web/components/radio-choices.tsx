import { useId, type ReactNode } from 'react';
import { chakra, Stack, useSlotRecipe } from '@chakra-ui/react';
import { FOCUS_RING_AFTER_HIDDEN_INPUT } from './native-control-focus';

export interface RadioChoice<T extends string> {
  value: T;
  label: ReactNode;
}

interface RadioChoicesProps<T extends string> {
  /** The name the browser sends the chosen value under when it sends the form itself. */
  name: string;
  legend: ReactNode;
  value: T;
  choices: readonly RadioChoice<T>[];
  onChange: (value: T) => void;
}

/**
 * One choice of a few, as native radio buttons (their keyboard, their form posting)
 * drawn with Chakra's radio-group recipe, as `RadioGroup.Item` and `ItemIndicator` draw
 * them. Chakra's RadioGroup is Ark's, whose Zag radio machine and runtime (about 12 KiB
 * gzip) the signup page fetched before its first keystroke for two radio buttons.
 */
export function RadioChoices<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
}: RadioChoicesProps<T>) {
  const legendId = useId();
  const styles = useSlotRecipe({ key: 'radioGroup' })({});
  return (
    <chakra.fieldset
      css={styles.root}
      role="radiogroup"
      aria-labelledby={legendId}
      data-scope="radio-group"
      data-part="root"
      colorPalette="brand"
      minW="0"
    >
      <chakra.legend id={legendId} css={styles.label} fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <Stack gap="3">
        {choices.map((choice) => {
          const checked = choice.value === value;
          const state = { 'data-state': checked ? 'checked' : 'unchecked' } as const;
          return (
            <chakra.label
              key={choice.value}
              css={styles.item}
              data-scope="radio-group"
              data-part="item"
              {...state}
              alignItems="flex-start"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <chakra.input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                srOnly
              />
              <chakra.span
                aria-hidden="true"
                css={[styles.itemControl, FOCUS_RING_AFTER_HIDDEN_INPUT]}
                data-scope="radio-group"
                data-part="item-control"
                {...state}
              >
                {checked && <span className="dot" />}
              </chakra.span>
              <chakra.span css={styles.itemText} data-scope="radio-group" data-part="item-text">
                {choice.label}
              </chakra.span>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}

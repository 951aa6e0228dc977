import { memo } from 'react';
import { Checkbox } from '@chakra-ui/react';

/**
 * Discover's "has a lead investor" filter (docs/before-the-raise.md#lead-investor): only
 * projects whose round an investor accepted to lead. Memoised, like the sort, so a
 * keystroke in the search does not draw it again.
 */
export const LeadFilter = memo(function LeadFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      data-discover="lead"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Has a lead investor</Checkbox.Label>
    </Checkbox.Root>
  );
});

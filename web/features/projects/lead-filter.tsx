import { memo } from 'react';
import { CheckBox } from '../../components/check-box';

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
    <CheckBox checked={checked} onChange={onChange} data-discover="lead">
      Has a lead investor
    </CheckBox>
  );
});

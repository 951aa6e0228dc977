import { memo, useId } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { LuChevronDown } from '../../components/icons/chevron-down';
import { SORT_LABELS, SORT_OPTIONS, isSortOption, type SortOption } from './filter-projects';

/**
 * Newest, oldest, most funded, least funded (docs/product.md#discover-search-category-and-sort).
 * Memoised, so a keystroke in Discover's search does not draw it again.
 */
export const SortSelect = memo(function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (next: SortOption) => void;
}) {
  const id = useId();
  // Chakra's field and native-select recipes, drawn without Ark's Field (its code with
  // Zag's runtime): a label and a native select tied by an id.
  const field = useSlotRecipe({ key: 'field' })({ orientation: 'horizontal' });
  const select = useSlotRecipe({ key: 'nativeSelect' })({ size: 'md' });
  return (
    <chakra.div
      css={[field.root, { width: 'auto', gap: '2' }]}
      role="group"
      data-scope="field"
      data-part="root"
    >
      <chakra.label
        css={[field.label, { whiteSpace: 'nowrap', marginBottom: '0' }]}
        htmlFor={id}
        data-scope="field"
        data-part="label"
      >
        Sort by
      </chakra.label>
      <chakra.div css={[select.root, { width: '44' }]} data-scope="native-select" data-part="root">
        <chakra.select
          id={id}
          css={select.field}
          data-scope="native-select"
          data-part="field"
          data-discover="sort"
          value={value}
          onChange={(event) => {
            if (isSortOption(event.target.value)) onChange(event.target.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </chakra.select>
        <chakra.div css={select.indicator} data-scope="native-select" data-part="indicator">
          <LuChevronDown aria-hidden="true" />
        </chakra.div>
      </chakra.div>
    </chakra.div>
  );
});

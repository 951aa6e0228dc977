import { memo } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
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
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label whiteSpace="nowrap" mb="0">
        Sort by
      </Field.Label>
      <NativeSelect.Root size="md" w="44">
        <NativeSelect.Field
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
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});

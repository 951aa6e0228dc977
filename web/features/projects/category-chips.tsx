import { memo } from 'react';
import { Button, Wrap } from '@chakra-ui/react';

/**
 * 'All' plus one chip per category present; the active chip is pressed (aria-pressed).
 * Memoised, so a keystroke in Discover's search does not draw the chips again.
 */
export const CategoryChips = memo(function CategoryChips({
  categories,
  active,
  onSelect,
}: {
  categories: readonly string[];
  active: string;
  onSelect: (category: string) => void;
}) {
  return (
    <Wrap role="group" aria-label="Filter by category" gap="2">
      {categories.map((category) => {
        const pressed = category === active;
        return (
          <Button
            key={category}
            size="sm"
            rounded="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            data-category={category}
            onClick={() => onSelect(category)}
          >
            {category}
          </Button>
        );
      })}
    </Wrap>
  );
});

import { Button, Wrap } from '@chakra-ui/react';

/** 'All' plus one chip per category present; the active chip is pressed (aria-pressed). */
export function CategoryChips({
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
            onClick={() => onSelect(category)}
          >
            {category}
          </Button>
        );
      })}
    </Wrap>
  );
}

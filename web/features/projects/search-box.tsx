import { InputGroup } from '@chakra-ui/react';
import { FieldInput } from '../../components/form-field';
import { LuSearch } from '../../components/icons/search';

/**
 * The Discover search box: every keystroke goes straight to Discover, which filters what
 * it has at once and asks the server once typing pauses (discover-view.tsx).
 */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <InputGroup
      startElement={<LuSearch aria-hidden="true" />}
      flex="1"
      minW={{ base: 'full', md: '18rem' }}
    >
      {/* The input recipe without Ark's Field; the group's start padding is given here, as
          the recipe's own padding comes with the css prop after the group's. */}
      <FieldInput
        css={{ paddingInlineStart: 'var(--input-height)' }}
        type="search"
        aria-label="Search projects"
        placeholder="Search projects..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-discover="search"
      />
    </InputGroup>
  );
}

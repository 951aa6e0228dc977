import { Input, InputGroup } from '@chakra-ui/react';
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
      <Input
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

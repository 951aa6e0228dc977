import { useState } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/**
 * The Discover search box. It keeps its own draft so typing stays instant while the URL
 * (the source of truth) catches up; a URL change from elsewhere (Back, a shared link)
 * replaces the draft.
 */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== draft) setDraft(value);
  }
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
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
    </InputGroup>
  );
}

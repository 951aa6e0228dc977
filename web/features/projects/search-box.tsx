import { useEffect, useRef, useState } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

/** How long typing must pause before the search (URL and server query) follows. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The Discover search box. It keeps its own draft so typing stays instant; the URL (the
 * source of truth, which starts a server search) follows once typing pauses, so a word
 * costs one request rather than one per keystroke. A URL change from elsewhere (Back, a
 * shared link, Clear) replaces the draft.
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
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== draft) setDraft(value);
  }
  useEffect(() => () => clearTimeout(pending.current), []);
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
          const next = event.target.value;
          setDraft(next);
          clearTimeout(pending.current);
          pending.current = setTimeout(() => onChange(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </InputGroup>
  );
}

import type { SyntheticEvent } from 'react';
import { Box, Heading, Icon, chakra } from '@chakra-ui/react';
import { LuChevronDown } from '../../components/icons/chevron-down';
import type { FaqItem } from './faq-items';

/**
 * Closes the group's other answers when one opens. Browsers that know the `name`
 * attribute of details (an exclusive group) already did; this covers the others once the
 * app runs (on the FAQ page, a signed-out visitor's app starts only on use:
 * web/lib/site-pages.ts, so there it covers signed-in visitors).
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  const group = opened.closest('[data-faq-group]');
  group?.querySelectorAll('details[open]').forEach((other) => {
    if (other !== opened) (other as HTMLDetailsElement).open = false;
  });
}

/**
 * Questions and answers; one answer open at a time, and the open one can be closed.
 * Native details elements: the server-rendered page opens its answers on the first
 * click, before (and without) the app's JavaScript, and hydration leaves their state alone.
 */
export function FaqAccordion({
  items,
  headingLevel = 'h2',
  name = 'faq',
}: {
  items: readonly FaqItem[];
  headingLevel?: 'h2' | 'h3';
  /** The exclusive group's name: one per accordion on a page. */
  name?: string;
}) {
  return (
    <Box data-faq-group="" borderWidth="1px" rounded="l2" overflow="hidden">
      {items.map((item, index) => (
        <chakra.details
          key={item.id}
          id={item.id}
          name={name}
          onToggle={closeOthers}
          borderTopWidth={index === 0 ? '0' : '1px'}
          css={{ '&[open] > summary .faq-indicator': { transform: 'rotate(180deg)' } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="3"
            px="4"
            py="4"
            cursor="pointer"
            listStyle="none"
            _hover={{ bg: 'bg.subtle' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Heading as={headingLevel} size="md" fontWeight="medium" flex="1" textAlign="start">
              {item.question}
            </Heading>
            <Icon className="faq-indicator" color="fg.subtle" transition="transform 0.2s">
              <LuChevronDown aria-hidden="true" />
            </Icon>
          </chakra.summary>
          <Box px="4" pb="4" color="fg.muted" lineHeight="tall">
            {item.answer}
          </Box>
        </chakra.details>
      ))}
    </Box>
  );
}

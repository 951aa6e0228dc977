import { Accordion, Heading, Span } from '@chakra-ui/react';
import type { FaqItem } from './faq-items';

/** Questions and answers; one answer open at a time, and the open one can be closed. */
export function FaqAccordion({
  items,
  headingLevel = 'h2',
}: {
  items: readonly FaqItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Accordion.Root collapsible multiple={false} variant="enclosed">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Heading as={headingLevel} size="md" fontWeight="medium">
            <Accordion.ItemTrigger py="4" cursor="pointer">
              <Span flex="1" textAlign="start">
                {item.question}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" lineHeight="tall">
              {item.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

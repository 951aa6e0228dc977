import type { ReactNode } from 'react';
import { Card, Flex, Heading } from '@chakra-ui/react';

interface SectionCardProps {
  title: string;
  /** A link or button beside the title, e.g. 'View All'. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled panel of a dashboard (a chart or a list); its title is an h2. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-label={title} minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

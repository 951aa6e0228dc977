import type { ReactNode } from 'react';
import { Box, Card, Icon, Stat } from '@chakra-ui/react';
import type { IconType } from '../icons/sized';

interface StatCardProps {
  label: string;
  /** The figure, already formatted ('$12,500', '1,234'). */
  value: string;
  icon: IconType;
  /** A line under the figure: a change versus last month, 'Across 3 projects', a button. */
  children?: ReactNode;
}

/** One headline figure of a dashboard: a term (label) and its descriptions (value, detail). */
export function StatCard({ label, value, icon, children }: StatCardProps) {
  return (
    <Card.Root>
      <Card.Body>
        <Stat.Root gap="1">
          <Stat.Label
            fontWeight="medium"
            display="flex"
            justifyContent="space-between"
            alignItems="center"
            gap="2"
          >
            {label}
            <Icon as={icon} boxSize="5" color="fg.muted" aria-hidden="true" />
          </Stat.Label>
          <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          {children && (
            <Box
              as="dd"
              display="flex"
              flexDirection="column"
              gap="2"
              color="fg.muted"
              fontSize="sm"
            >
              {children}
            </Box>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

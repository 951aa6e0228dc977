import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';

interface DashboardHeaderProps {
  title: string;
  subtitle: string;
  /** Buttons at the right of the title, e.g. New Project. */
  actions?: ReactNode;
}

/** A dashboard's title (the page's one h1), subtitle and primary actions. */
export function DashboardHeader({ title, subtitle, actions }: DashboardHeaderProps) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
      justify="space-between"
      gap="4"
      mb="8"
    >
      <PageTitle title={title} />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {actions}
    </Flex>
  );
}

import { Avatar, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TeamMember } from '../../../../shared/api';

/** Each team member with avatar, name, role and bio. */
export function TeamTab({ team }: { team: readonly TeamMember[] }) {
  if (team.length === 0) {
    return <Text color="fg.muted">The team has not introduced itself yet.</Text>;
  }
  return (
    <Stack as="ul" gap="6" listStyleType="none">
      {team.map((member) => (
        <HStack as="li" key={member.name} align="start" gap="4">
          <Avatar.Root size="xl" colorPalette="brand">
            <Avatar.Fallback name={member.name} />
            <Avatar.Image
              src={member.avatar}
              alt={`Portrait of ${member.name}`}
              loading="lazy"
              htmlWidth={64}
              htmlHeight={64}
            />
          </Avatar.Root>
          <Stack gap="1">
            <Heading as="h2" size="md">
              {member.name}
            </Heading>
            <Text fontSize="sm" fontWeight="medium" color="brand.fg">
              {member.role}
            </Text>
            <Text color="fg.muted">{member.bio}</Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

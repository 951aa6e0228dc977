import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormSection } from '../../components/form-section';
import { MAX_TEAM_MEMBERS, TEAM_MEMBER_LIMITS } from '../../../shared/schemas/project-media';
import { teamMemberValues, type TeamMemberValues } from './form-values';

type MemberField = 'name' | 'role' | 'bio';

export interface TeamFieldsProps {
  members: readonly TeamMemberValues[];
  /** Field errors keyed as the shared schema words them: `team`, `team.<n>.<field>`. */
  errors: Partial<Record<string, string>>;
  /** The new rows, and the error keys the change makes stale. */
  onChange: (members: TeamMemberValues[], staleErrors: 'all' | string) => void;
}

/** The founders and key people shown on the Team tab: add, edit and remove rows. */
export function TeamFields({ members, errors, onChange }: TeamFieldsProps) {
  const edit = (index: number, field: MemberField, value: string) => {
    const next = members.map((member, at) =>
      at === index ? { ...member, [field]: value } : member,
    );
    onChange(next, `team.${index}.${field}`);
  };

  return (
    <FormSection
      legend="Team"
      description={`Optional: the people behind the product, shown on the project's Team tab (up to ${MAX_TEAM_MEMBERS}).`}
      error={errors.team}
    >
      {members.map((member, index) => {
        const label = `Team member ${index + 1}`;
        const error = (field: MemberField) => errors[`team.${index}.${field}`];
        return (
          <Stack
            key={member.key}
            role="group"
            aria-label={label}
            gap="3"
            p="4"
            borderWidth="1px"
            rounded="md"
          >
            <Text fontWeight="medium">{label}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root invalid={Boolean(error('name'))} required>
                <Field.Label>
                  Name
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={`team.${index}.name`}
                  value={member.name}
                  maxLength={TEAM_MEMBER_LIMITS.nameMax}
                  onChange={(e) => edit(index, 'name', e.target.value)}
                />
                <Field.ErrorText>{error('name')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(error('role'))} required>
                <Field.Label>
                  Role
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={`team.${index}.role`}
                  value={member.role}
                  maxLength={TEAM_MEMBER_LIMITS.roleMax}
                  onChange={(e) => edit(index, 'role', e.target.value)}
                />
                <Field.ErrorText>{error('role')}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={Boolean(error('bio'))}>
              <Field.Label>Bio</Field.Label>
              <Textarea
                name={`team.${index}.bio`}
                rows={3}
                value={member.bio}
                onChange={(e) => edit(index, 'bio', e.target.value)}
              />
              {!error('bio') && (
                <Field.HelperText>
                  Optional, up to {TEAM_MEMBER_LIMITS.bioMax} characters.
                </Field.HelperText>
              )}
              <Field.ErrorText>{error('bio')}</Field.ErrorText>
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              alignSelf="flex-start"
              onClick={() =>
                // Later rows move up a place, so every team error is stale.
                onChange(
                  members.filter((_, at) => at !== index),
                  'all',
                )
              }
            >
              Remove {member.name.trim() || label.toLowerCase()}
            </Button>
          </Stack>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={members.length >= MAX_TEAM_MEMBERS}
        onClick={() => onChange([...members, teamMemberValues()], 'team')}
      >
        Add a team member
      </Button>
    </FormSection>
  );
}

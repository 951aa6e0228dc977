import type { ReactNode } from 'react';
import { Button, Checkbox, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormSection } from '../../../components/form-section';
import { EMPTY_HOLDER, EMPTY_OFFICER, type HolderDraft, type OfficerDraft } from './form-state';
import { DisclosureInput, DisclosureTextarea } from './fields';

type Errors = Partial<Record<string, string>>;

const ROLE_OPTIONS: { value: OfficerDraft['role']; label: string }[] = [
  { value: 'officer', label: 'Officer' },
  { value: 'director', label: 'Director' },
  { value: 'both', label: 'Officer and director' },
];

function replaced<T>(rows: readonly T[], index: number, row: T): T[] {
  return rows.map((current, at) => (at === index ? row : current));
}

/**
 * One person of a list (an officer or director, a 20 % holder): a framed group named
 * `label`, its fields, and the button that removes it.
 */
function PersonRow({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Stack role="group" aria-label={label} gap="3" p="4" borderWidth="1px" rounded="md">
      <Text fontWeight="medium">{label}</Text>
      {children}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </Stack>
  );
}

/** Form C 227.201(b): each officer and director, their title and last three years. */
export function OfficerFields({
  officers,
  errors,
  onChange,
}: {
  officers: readonly OfficerDraft[];
  errors: Errors;
  onChange: (officers: OfficerDraft[]) => void;
}) {
  return (
    <FormSection
      legend="Officers and directors"
      description="Everyone who is an officer or director of the company, with their business experience of the last three years."
      error={errors.officers}
    >
      {officers.map((officer, index) => {
        const label = `Officer or director ${index + 1}`;
        const edit = (change: Partial<OfficerDraft>) =>
          onChange(replaced(officers, index, { ...officer, ...change }));
        const key = (field: string) => `officers.${index}.${field}`;
        return (
          <PersonRow
            key={index}
            label={label}
            onRemove={() => onChange(officers.filter((_, at) => at !== index))}
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <DisclosureInput
                label="Name"
                name={key('name')}
                value={officer.name}
                error={errors[key('name')]}
                onChange={(name) => edit({ name })}
              />
              <DisclosureInput
                label="Title"
                name={key('title')}
                value={officer.title}
                error={errors[key('title')]}
                onChange={(title) => edit({ title })}
              />
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors[key('role')])}>
              <Field.Label>Role</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name={key('role')}
                  value={officer.role}
                  onChange={(e) => {
                    const role = ROLE_OPTIONS.find((option) => option.value === e.target.value);
                    if (role) edit({ role: role.value });
                  }}
                >
                  {ROLE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors[key('role')]}</Field.ErrorText>
            </Field.Root>
            <DisclosureTextarea
              label="Business experience (last three years)"
              name={key('experience')}
              value={officer.experience}
              error={errors[key('experience')]}
              helper="At least 20 characters: positions held, employers, responsibilities."
              onChange={(experience) => edit({ experience })}
            />
          </PersonRow>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        onClick={() => onChange([...officers, { ...EMPTY_OFFICER }])}
      >
        Add an officer or director
      </Button>
    </FormSection>
  );
}

/** Form C 227.201(c): who holds 20 % or more of the voting power, or that nobody does. */
export function HolderFields({
  holders,
  noHolders,
  errors,
  onChange,
}: {
  holders: readonly HolderDraft[];
  noHolders: boolean;
  errors: Errors;
  onChange: (holders: HolderDraft[], noHolders: boolean) => void;
}) {
  return (
    <FormSection
      legend="Holders of 20 % or more"
      description="Everyone who holds 20 % or more of the company's voting power, or confirm that nobody does."
      error={errors.principalHolders}
    >
      {holders.map((holder, index) => {
        const label = `Holder ${index + 1}`;
        const edit = (change: Partial<HolderDraft>) =>
          onChange(replaced(holders, index, { ...holder, ...change }), noHolders);
        const key = (field: string) => `principalHolders.${index}.${field}`;
        return (
          <PersonRow
            key={index}
            label={label}
            onRemove={() =>
              onChange(
                holders.filter((_, at) => at !== index),
                noHolders,
              )
            }
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <DisclosureInput
                label="Name"
                name={key('name')}
                value={holder.name}
                error={errors[key('name')]}
                onChange={(name) => edit({ name })}
              />
              <DisclosureInput
                label="Class of securities"
                name={key('securityClass')}
                value={holder.securityClass}
                error={errors[key('securityClass')]}
                onChange={(securityClass) => edit({ securityClass })}
              />
              <DisclosureInput
                label="Voting power (%)"
                name={key('votingPowerPercent')}
                value={holder.votingPowerPercent}
                error={errors[key('votingPowerPercent')]}
                onChange={(votingPowerPercent) => edit({ votingPowerPercent })}
              />
            </SimpleGrid>
          </PersonRow>
        );
      })}
      {holders.length === 0 && (
        <Checkbox.Root
          checked={noHolders}
          onCheckedChange={(e) => onChange([], e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Nobody holds 20 % or more of the voting power</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        onClick={() => onChange([...holders, { ...EMPTY_HOLDER }], false)}
      >
        Add a holder
      </Button>
    </FormSection>
  );
}

import { SimpleGrid } from '@chakra-ui/react';
import type { ConversionKind } from '../../../shared/conversion/api';
import { FigureField } from './figure-field';
import type { FieldErrors } from './form-inputs';
import { FIELDS_OF, type OutcomeInputs } from './outcome-inputs';

const DATE_LABEL: Record<ConversionKind, string> = {
  priced_round: 'Date of the round',
  liquidity: 'Date of the sale',
  dissolution: 'Date of the dissolution',
};

const FIELD: Record<
  Exclude<keyof OutcomeInputs, 'occurredOn'>,
  { label: string; help: string; required?: false }
> = {
  outstandingShares: {
    label: 'Company shares outstanding',
    help: 'Common and preferred, before the event, e.g. 8,000,000',
  },
  optionsIssued: { label: 'Options issued', help: 'Granted and promised, e.g. 1,000,000' },
  unissuedPool: { label: 'Unissued option pool', help: 'Reserved but not granted; 0 for none' },
  preMoneyValuation: { label: 'Pre-money valuation', help: 'In whole dollars, e.g. 20,000,000' },
  newMoney: { label: 'New money raised', help: 'In dollars, e.g. 5,000,000' },
  poolIncrease: {
    label: 'Pool increase',
    help: 'Options added to the pool for the round; leave empty for none',
    required: false,
  },
  proceeds: {
    label: 'Proceeds of the sale',
    help: "In dollars: what is paid for all of the company's equity",
  },
  available: {
    label: 'Left for the SAFEs',
    help: 'In dollars, after creditors are paid; 0 when nothing is left',
  },
};

interface OutcomeFieldsProps {
  kind: ConversionKind;
  inputs: OutcomeInputs;
  errors: FieldErrors;
  onChange: (field: keyof OutcomeInputs, value: string) => void;
}

/** The figures one kind of event asks for. */
export function OutcomeFields({ kind, inputs, errors, onChange }: OutcomeFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {FIELDS_OF[kind].map((field) =>
        field === 'occurredOn' ? (
          <FigureField
            key={field}
            label={DATE_LABEL[kind]}
            type="date"
            value={inputs.occurredOn}
            onChange={(value) => onChange(field, value)}
            error={errors[field]}
          />
        ) : (
          <FigureField
            key={field}
            {...FIELD[field]}
            value={inputs[field]}
            onChange={(value) => onChange(field, value)}
            error={errors[field]}
          />
        ),
      )}
    </SimpleGrid>
  );
}

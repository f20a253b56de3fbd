import { indianStates } from '#shared/commerce/states';
import { SelectField } from '../../../components/ui/select-field';

/** The buyer's state (spec 02 §4: 'Please select State'), which decides the GST lines of the bill. */
export function StateSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (state: string) => void;
  error: string | undefined;
}) {
  return (
    <SelectField
      name="state"
      label="State"
      placeholder="Choose your state"
      options={indianStates.map((s) => ({ value: s, label: s }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

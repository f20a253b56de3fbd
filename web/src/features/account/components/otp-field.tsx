import { OTP_LENGTH } from '#shared/schemas/auth';
import { TextField } from '../../../components/ui/text-field';

/** A one-time-password field: digits only, the browser may fill it from the SMS. */
export function OtpField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (otp: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      name="otp"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error}
    />
  );
}

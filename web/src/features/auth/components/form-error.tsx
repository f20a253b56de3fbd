import { ErrorAlert } from '../../../components/ui/error-alert';
import { isApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/form';

/**
 * A failed sign-in call in the danger alert (spec 01 §8). Not shown for a token failure (the app is
 * already on its way to /) nor for field messages, which the form shows under its fields.
 */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  if (isApiError(error) && error.kind === 'token') return null;
  if (serverFieldErrors(error)) return null;
  return <ErrorAlert error={error} />;
}

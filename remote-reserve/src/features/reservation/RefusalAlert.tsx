import { Alert } from '@haulstop/shared/ui/display';

/** A refusal of the booking's change that names no field, said above the dialog's buttons; nothing when there is none. */
export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" mt={2}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

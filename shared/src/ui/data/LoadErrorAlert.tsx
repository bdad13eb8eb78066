import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@chakra-ui/react';

export type LoadErrorAlertProps = {
  /** What failed, shown as the title (e.g. the server's errorMessage). */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /** Shows a 'Retry' button that loads again. */
  onRetry?: () => void;
  /** Names the alert for assistive technology when the title alone does not say what failed. */
  label?: string;
  mb?: number;
  maxW?: string;
};

/**
 * The one way a screen says that loading failed and offers to try again.
 * @example <LoadErrorAlert title={error} onRetry={reload} />
 */
export function LoadErrorAlert({ title, description, onRetry, label, mb, maxW }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" alignItems="center" aria-label={label} mb={mb} maxW={maxW}>
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
      {onRetry ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

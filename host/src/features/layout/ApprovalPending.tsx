import { useTranslation } from 'react-i18next';
import { Alert, Box } from '@haulstop/shared/ui/core';

/** Shown instead of the console while the current organisation is not approved (SPEC §8 'account approval pending'). */
export function ApprovalPending() {
  const { t } = useTranslation();
  return (
    <Box p={6}>
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('messages.accountApprovalPending')}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapLots } from '@haulstop/shared/api';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { Box, Heading, Text } from '@haulstop/shared/ui/display';
import { ApiKeysSection } from '../features/api-hub/ApiKeysSection';
import { DeliveryLog } from '../features/api-hub/DeliveryLog';
import { WebhooksSection } from '../features/api-hub/WebhooksSection';
import { WorkedExample } from '../features/api-hub/WorkedExample';
import { TEXTS } from '../texts';

/**
 * /apihub (carrier and broker): API keys, a worked example of the partner API, webhook
 * endpoints and their delivery log (DESIGN §8). Keys and webhooks are settings: an admin's.
 */
export default function ApiHub() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const ctx = usePermissionContext();
  const allowed = canAccess({ resource: 'apiKeys', action: 'view', ctx });
  const [newKey, setNewKey] = useState<string | null>(null);
  const lots = useMapLots();
  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.apiHub')}
      </Heading>
      {allowed ? (
        <>
          <ApiKeysSection onCreated={setNewKey} />
          <WorkedExample apiKey={newKey} parkingLotId={lots.data?.[0]?.parkingLotId ?? null} />
          <WebhooksSection />
          <DeliveryLog />
        </>
      ) : (
        <Text>{t('admin.apiHub.adminsOnly')}</Text>
      )}
    </Box>
  );
}

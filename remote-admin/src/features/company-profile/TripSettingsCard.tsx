import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '@haulstop/shared/api';
import { getTripSettings, saveTripSettings } from '@haulstop/shared/contracts/trips';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { Button, Card, Checkbox, HStack, Text } from '@haulstop/shared/ui';

/**
 * The drivers' trip setting of the organisation: whether a driver's "I need more time" is paid at
 * once by the booking's payment method (when the slot is free), or its admins are asked. Every
 * member reads it; its admins change it (the same rule as the company record's).
 */
export function TripSettingsCard({ saasOrgId }: { saasOrgId: number }) {
  const { t } = useTranslation();
  const mayEdit = canAccess({ resource: 'organizationProfile', action: 'edit', ctx: { ...usePermissionContext(), saasOrgId } });
  const params = { saasOrgId };
  const settings = useEndpointQuery(getTripSettings, { params });
  const [checked, setChecked] = useState(false);
  const saved = settings.data?.payDriverExtensions;
  useEffect(() => {
    if (saved !== undefined) setChecked(saved);
  }, [saved]);
  const save = useEndpointMutation(saveTripSettings, { successMessage: t('messages.updatedSuccessfully') });

  return (
    <Card.Root as="section" aria-labelledby="trip-settings-title" maxW="520px">
      <Card.Header>
        <Card.Title id="trip-settings-title" as="h2" fontSize="md">
          {t('admin.tripSettings.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap={3}>
        <Checkbox.Root
          checked={checked}
          disabled={!mayEdit || settings.isPending || save.isPending}
          onCheckedChange={(e) => setChecked(e.checked === true)}
          colorPalette="accent"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('admin.tripSettings.payDriverExtensions')}</Checkbox.Label>
        </Checkbox.Root>
        <Text color="fg.muted">{t('admin.tripSettings.note')}</Text>
      </Card.Body>
      {mayEdit ? (
        <Card.Footer>
          <HStack justify="flex-end" w="full">
            <Button
              colorPalette="accent"
              size="sm"
              aria-label={t('admin.tripSettings.save')}
              loading={save.isPending}
              onClick={() => save.mutate({ params, body: { payDriverExtensions: checked } })}
            >
              {t('common.save')}
            </Button>
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

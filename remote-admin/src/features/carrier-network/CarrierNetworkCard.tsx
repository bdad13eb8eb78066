import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import { saveNetworkConfiguration } from '@haulstop/shared/contracts/organizations';
import { canAccess, carrierNetworkControls } from '@haulstop/shared/permissions';
import { sessionStore, usePermissionContext } from '@haulstop/shared/session';
import { Button, Card, Checkbox, HStack, Text } from '@haulstop/shared/ui';

type CarrierNetworkCardProps = {
  /** the organisation whose setting this is (the current one) */
  saasOrgId: number;
  enabled: boolean;
};

/**
 * The Carrier Network settings card: 'Enable Carrier Network Screen', Save, and the
 * month-end invoicing note. Saving updates the session so the drawer's Carrier Network group follows.
 */
export function CarrierNetworkCard({ saasOrgId, enabled }: CarrierNetworkCardProps) {
  const { t } = useTranslation();
  const ctx = usePermissionContext();
  const who = { ...ctx, saasOrgId };
  const mayEdit = canAccess({ resource: 'carrierNetwork', action: 'edit', ctx: who });
  const controls = carrierNetworkControls(who, mayEdit);
  const [checked, setChecked] = useState(enabled);
  // 'Updated Successfully'; a failure shows the response errorMessage, else the error message.
  const save = useEndpointMutation(saveNetworkConfiguration, {
    successMessage: t('messages.updatedSuccessfully'),
    onSuccess: (_, { body }) => sessionStore.getState().applyOrganizationDetails(body),
  });
  const saving = save.isPending;

  useEffect(() => setChecked(enabled), [enabled, saasOrgId]);

  return (
    <Card.Root as="section" aria-labelledby="carrier-network-title" maxW="520px">
      <Card.Header>
        <Card.Title id="carrier-network-title" as="h2" fontSize="md">
          {t('menu.carrierNetwork')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap={3}>
        <Checkbox.Root
          checked={checked}
          disabled={controls.checkboxDisabled || saving}
          onCheckedChange={(e) => setChecked(e.checked === true)}
          colorPalette="accent"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('carrierNetwork.enableScreen')}</Checkbox.Label>
        </Checkbox.Root>
        <Text color="fg.muted">{t('carrierNetwork.billingNote')}</Text>
      </Card.Body>
      {controls.showSave ? (
        <Card.Footer>
          <HStack justify="flex-end" w="full">
            <Button
              colorPalette="accent"
              size="sm"
              onClick={() => mayEdit && save.mutate({ body: { saasOrgId, isOrgNetworkConfigEnabled: checked } })}
              loading={saving}
            >
              {t('common.save')}
            </Button>
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import { saveNetworkConfiguration } from '@haulstop/shared/contracts/organizations';
import { canAccess, carrierNetworkControls } from '@haulstop/shared/permissions';
import { sessionStore, usePermissionContext } from '@haulstop/shared/session';
import { SettingCard } from '@haulstop/shared/ui';

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
  // 'Updated Successfully'; a failure shows the response errorMessage, else the error message.
  const save = useEndpointMutation(saveNetworkConfiguration, {
    successMessage: t('messages.updatedSuccessfully'),
    onSuccess: (_, { body }) => sessionStore.getState().applyOrganizationDetails(body),
  });
  const saving = save.isPending;

  return (
    <SettingCard
      // Another organisation's card starts again from its saved setting.
      key={saasOrgId}
      titleId="carrier-network-title"
      title={t('menu.carrierNetwork')}
      label={t('carrierNetwork.enableScreen')}
      note={t('carrierNetwork.billingNote')}
      saved={enabled}
      disabled={controls.checkboxDisabled || saving}
      save={controls.showSave ? { onSave: (checked) => mayEdit && save.mutate({ body: { saasOrgId, isOrgNetworkConfigEnabled: checked } }), saving } : null}
    />
  );
}

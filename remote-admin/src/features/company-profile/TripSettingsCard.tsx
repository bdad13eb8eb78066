import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '@haulstop/shared/api';
import { getTripSettings, saveTripSettings } from '@haulstop/shared/contracts/trips';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { SettingCard } from '@haulstop/shared/ui';

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
  const save = useEndpointMutation(saveTripSettings, { successMessage: t('messages.updatedSuccessfully') });

  return (
    <SettingCard
      titleId="trip-settings-title"
      title={t('admin.tripSettings.title')}
      label={t('admin.tripSettings.payDriverExtensions')}
      note={t('admin.tripSettings.note')}
      saved={settings.data?.payDriverExtensions}
      disabled={!mayEdit || settings.isPending || save.isPending}
      save={
        mayEdit
          ? {
              onSave: (checked) => save.mutate({ params, body: { payDriverExtensions: checked } }),
              saving: save.isPending,
              ariaLabel: t('admin.tripSettings.save'),
            }
          : null
      }
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import { backToAdminDisabled, backToAdminVisible, switchButtonDisabled } from '@haulstop/shared/permissions';
import { useSession } from '@haulstop/shared/session';
import { Button, Field, FormDialog, NativeSelect, Text } from '@haulstop/shared/ui';
import { useSwitchableOrganizations } from '../organization/useSwitchableOrganizations';
import { useSwitchOrganization } from '../organization/useSwitchOrganization';

/**
 * Switch Organization (45% wide; rules SPEC §4): a labelled choice of organisation, a
 * Switch button (disabled until a choice exists and when it is the current organisation) and,
 * for the internal admin, Back to Admin (disabled while organisation 1 is current).
 */
export function SwitchOrganizationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const saasOrgId = useSession((s) => s.saasOrgId);
  const loggedInSaasOrgId = useSession((s) => s.loggedInSaasOrgId);
  const currentName = useSession((s) => s.orgName);
  const { organizations, loading, error } = useSwitchableOrganizations(open);
  const { switchTo, backToAdmin } = useSwitchOrganization();
  const [selected, setSelected] = useState('');

  const close = () => {
    setSelected('');
    onClose();
  };

  const submit = () => {
    const org = organizations.find((o) => String(o.saasOrgId ?? o.orgId) === selected);
    if (!org) return;
    if (switchTo(org)) close();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('dialogs.switchOrganization.title')}
      width={DIALOG_WIDTHS.switchOrganization}
      onSubmit={submit}
      actions={
        <>
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          {backToAdminVisible({ loggedInSaasOrgId }) ? (
            <Button
              variant="outline"
              colorPalette="accent"
              disabled={backToAdminDisabled({ loggedInSaasOrgId, saasOrgId })}
              onClick={() => {
                backToAdmin();
                close();
              }}
            >
              {t('dialogs.switchOrganization.backToAdmin')}
            </Button>
          ) : null}
          <Button type="submit" colorPalette="accent" disabled={switchButtonDisabled({ selectedOrgId: selected, currentOrgId: saasOrgId })}>
            {t('dialogs.switchOrganization.switch')}
          </Button>
        </>
      }
    >
      <Text mb="3">
        {t('hostHeader.currentOrganization')}: <strong>{currentName}</strong>
      </Text>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('dialogs.switchOrganization.organization')}</Field.Label>
        <NativeSelect.Root disabled={loading && organizations.length === 0}>
          <NativeSelect.Field name="organization" value={selected} onChange={(event) => setSelected(event.currentTarget.value)}>
            <option value="">{t('hostHeader.selectOrganization')}</option>
            {organizations.map((org) => (
              <option key={org.orgId} value={String(org.saasOrgId ?? org.orgId)}>
                {org.orgName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {loading ? (
        <Text mt="2" color="fg.muted" role="status">
          {t('hostHeader.loadingOrganizations')}
        </Text>
      ) : null}
    </FormDialog>
  );
}

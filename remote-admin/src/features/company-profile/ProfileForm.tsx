import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import { updateOrganizationProfile } from '@haulstop/shared/contracts/organization-profile';
import type { OrganizationProfile } from '@haulstop/shared/contracts';
import { validateOrganizationProfile, type OrganizationProfileField } from '@haulstop/shared/rules';
import { ACCOUNTING_TIME_ZONES } from '@haulstop/shared/time';
import {
  Box,
  Button,
  Card,
  FileUploadField,
  FormField,
  formatTimeZone,
  Heading,
  HStack,
  SelectField,
  SimpleGrid,
  useUnsavedChangesPrompt,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { OrganizationLogo } from './OrganizationLogo';

type TextField = Exclude<OrganizationProfileField, 'country' | 'timeZone'>;
type Values = Record<TextField, string> & { country: string; timeZone: string; logoPath: string };

const toValues = (p: OrganizationProfile): Values => ({
  orgName: p.orgName,
  dotNumber: p.dotNumber ?? '',
  taxId: p.taxId ?? '',
  phone: p.phone ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  region: p.region ?? '',
  postalCode: p.postalCode ?? '',
  country: p.country ?? '',
  timeZone: p.timeZone,
  logoPath: p.logoPath ?? '',
});
const EMPTY: Values = {
  orgName: '',
  dotNumber: '',
  taxId: '',
  phone: '',
  address: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  timeZone: '',
  logoPath: '',
};
const orNull = (text: string) => text.trim() || null;

type Props = { profile: OrganizationProfile; canEdit: boolean };

/**
 * The company record (SPEC §5 rules from shared/rules, the API's): name, DOT, tax id,
 * phone, address, logo and the accounting zone (the one zone whose calendar cuts every period the
 * organisation reads: statements, invoices, reports, the dashboard). Read-only for a member who may not edit it.
 */
export function ProfileForm({ profile, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const rules = (values: Values) => validateOrganizationProfile(values, profile.orgType);
  const form = useValidatedForm<Values, OrganizationProfileField>(EMPTY, rules);
  const { values, change, reset } = form;
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    reset(toValues(profile));
    // A new answer (load, save) resets the form to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile, saved]);
  useUnsavedChangesPrompt(form.isDirty);
  const save = useEndpointMutation(updateOrganizationProfile, {
    successMessage: t('admin.profile.saved'),
    onSuccess: () => setSaved((n) => n + 1),
    onFieldError: form.serverError,
  });
  const field = (name: OrganizationProfileField, extra: { required?: boolean; inputMode?: 'numeric' | 'text'; type?: 'tel' } = {}) => ({
    ...form.field(name),
    label: t(`admin.profile.fields.${name}`),
    disabled: !canEdit,
    ...extra,
  });
  const submit = () => {
    if (!form.check()) return;
    save.mutate({
      params: { saasOrgId: profile.saasOrgId },
      body: {
        orgName: values.orgName.trim(),
        dotNumber: orNull(values.dotNumber),
        taxId: orNull(values.taxId),
        phone: orNull(values.phone),
        address: orNull(values.address),
        city: orNull(values.city),
        region: orNull(values.region),
        postalCode: orNull(values.postalCode),
        country: values.country === 'US' || values.country === 'CA' ? values.country : null,
        logoPath: orNull(values.logoPath),
        timeZone: values.timeZone,
      },
    });
  };

  return (
    <Card.Root as="section" aria-labelledby="profile-heading">
      <Card.Body>
        <Heading as="h2" size="sm" id="profile-heading" mb={3}>
          {t('admin.profile.title')}
        </Heading>
        <form
          aria-labelledby="profile-heading"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={4}>
            <FormField {...field('orgName', { required: true })} />
            <FormField {...field('dotNumber', { required: profile.orgType === 'CARRIER', inputMode: 'numeric' })} />
            <FormField {...field('taxId', { inputMode: 'numeric' })} />
            <FormField {...field('phone', { type: 'tel' })} />
            <FormField {...field('address')} />
            <FormField {...field('city')} />
            <FormField {...field('region')} />
            <FormField {...field('postalCode')} />
            <SelectField
              {...field('country')}
              placeholder={t('admin.parkingLots.select')}
              options={[
                { value: 'US', label: t('admin.parkingLots.countries.US') },
                { value: 'CA', label: t('admin.parkingLots.countries.CA') },
              ]}
            />
            <SelectField
              {...field('timeZone')}
              helperText={t('admin.profile.timeZoneHelp')}
              options={ACCOUNTING_TIME_ZONES.map((zone) => ({ value: zone, label: formatTimeZone(zone, i18n.language) }))}
            />
          </SimpleGrid>
          <HStack gap={4} align="center" mb={3}>
            <OrganizationLogo logoPath={values.logoPath || null} orgName={values.orgName} />
            {canEdit ? (
              <Box flex="1">
                <FileUploadField
                  name="logo"
                  label={t('admin.profile.fields.logo')}
                  purpose="logo"
                  onUploaded={([file]) => file && change('logoPath')(file.objectPath)}
                />
              </Box>
            ) : null}
          </HStack>
          {canEdit ? (
            <Button type="submit" colorPalette="accent" loading={save.isPending}>
              {t('admin.profile.save')}
            </Button>
          ) : null}
        </form>
      </Card.Body>
    </Card.Root>
  );
}

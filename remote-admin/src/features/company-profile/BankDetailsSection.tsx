import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useBankDetails } from '@haulstop/shared/api';
import { saveBankDetails } from '@haulstop/shared/contracts/organization-profile';
import type { BankDetails } from '@haulstop/shared/contracts';
import { validateBankDetails, type BankDetailsField } from '@haulstop/shared/rules';
import { Button, DataList, FormDialog, FormField, LoadErrorAlert, SelectField, Text, SectionCard, useFormDialog } from '@haulstop/shared/ui';

type Values = Record<BankDetailsField, string>;
const EMPTY: Values = {
  accountHolderName: '',
  accountNumber: '',
  country: 'US',
  abaRoutingNumber: '',
  transitNumber: '',
  institutionNumber: '',
  swiftCode: '',
};

/**
 * What the dialog opens with: the saved holder, country and SWIFT code, else the company's name and
 * country. Numbers are never sent back whole, so they are typed again in full.
 */
export function bankDetailsStart(details: BankDetails | null | undefined, company: { orgName: string; country: string | null }): Values {
  const companyCountry = company.country === 'CA' ? 'CA' : 'US';
  return {
    ...EMPTY,
    accountHolderName: details?.accountHolderName ?? company.orgName,
    country: details?.country ?? companyCountry,
    swiftCode: details?.swiftCode ?? '',
  };
}

type DialogProps = { saasOrgId: number; open: boolean; onClose: () => void; start: Values };

function BankDetailsDialog({ saasOrgId, open, onClose, start }: DialogProps) {
  const { t } = useTranslation();
  const form = useFormDialog<Values, BankDetailsField>({
    open,
    onClose,
    empty: start,
    rules: validateBankDetails,
    load: () => start,
    loadKey: saasOrgId,
    save: (details) => {
      const inUs = details.country === 'US';
      return callEndpoint(saveBankDetails, {
        params: { saasOrgId },
        body: {
          accountHolderName: details.accountHolderName,
          accountNumber: details.accountNumber.trim(),
          country: inUs ? 'US' : 'CA',
          abaRoutingNumber: inUs ? details.abaRoutingNumber.trim() : null,
          transitNumber: inUs ? null : details.transitNumber.trim(),
          institutionNumber: inUs ? null : details.institutionNumber.trim(),
          swiftCode: details.swiftCode.trim() || null,
        },
      });
    },
    invalidates: saveBankDetails.invalidates,
    successMessage: t('admin.profile.bank.saved'),
  });
  const field = (name: BankDetailsField, required = true) => ({ ...form.field(name), label: t(`admin.profile.bank.fields.${name}`), required });
  const us = form.values.country === 'US';
  return (
    <FormDialog {...form.dialog} title={t('admin.profile.bank.edit')} width="440px">
      <FormField {...field('accountHolderName')} />
      <SelectField
        {...field('country')}
        options={[
          { value: 'US', label: t('admin.parkingLots.countries.US') },
          { value: 'CA', label: t('admin.parkingLots.countries.CA') },
        ]}
      />
      <FormField {...field('accountNumber')} inputMode="numeric" />
      {us ? (
        <FormField {...field('abaRoutingNumber')} inputMode="numeric" />
      ) : (
        <>
          <FormField {...field('transitNumber')} inputMode="numeric" />
          <FormField {...field('institutionNumber')} inputMode="numeric" />
        </>
      )}
      <FormField {...field('swiftCode', false)} />
    </FormDialog>
  );
}

/** Payout bank details: shown masked once saved; an admin replaces them by typing them in full. */
type SectionProps = { saasOrgId: number; canEdit: boolean; company: { orgName: string; country: string | null } };

export function BankDetailsSection({ saasOrgId, canEdit, company }: SectionProps) {
  const { t } = useTranslation();
  const bank = useBankDetails(saasOrgId);
  const [editing, setEditing] = useState(false);
  const details = bank.data;
  const rows: [string, string | null][] = details
    ? [
        ['accountHolderName', details.accountHolderName],
        ['accountNumber', details.accountNumber],
        ['abaRoutingNumber', details.abaRoutingNumber],
        ['transitNumber', details.transitNumber],
        ['institutionNumber', details.institutionNumber],
        ['swiftCode', details.swiftCode],
      ]
    : [];
  return (
    <SectionCard
      headingId="bank-heading"
      title={t('admin.profile.bank.title')}
      action={
        canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t('admin.profile.bank.edit')}
          </Button>
        ) : null
      }
    >
      {bank.isError ? <LoadErrorAlert title={t('common.errorRetrievingData')} onRetry={() => void bank.refetch()} /> : null}
      {bank.isSuccess && !details ? <Text color="fg.muted">{t('admin.profile.bank.none')}</Text> : null}
      {details ? (
        <DataList.Root orientation="horizontal" size="sm" aria-label={t('admin.profile.bank.title')}>
          {rows
            .filter(([, value]) => value !== null)
            .map(([key, value]) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel>{t(`admin.profile.bank.fields.${key}`)}</DataList.ItemLabel>
                <DataList.ItemValue fontFamily={key === 'accountHolderName' ? undefined : 'mono'}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList.Root>
      ) : null}
      {canEdit ? <BankDetailsDialog saasOrgId={saasOrgId} open={editing} onClose={() => setEditing(false)} start={bankDetailsStart(details, company)} /> : null}
    </SectionCard>
  );
}

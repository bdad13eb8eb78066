import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankDetails, useEndpointMutation } from '@haulstop/shared/api';
import { saveBankDetails } from '@haulstop/shared/contracts/organization-profile';
import type { BankDetails } from '@haulstop/shared/contracts';
import { validateBankDetails, type BankDetailsField } from '@haulstop/shared/rules';
import {
  Button,
  CancelSaveActions,
  Card,
  DataList,
  FormDialog,
  FormField,
  Heading,
  HStack,
  LoadErrorAlert,
  SelectField,
  Text,
  useValidatedForm,
} from '@haulstop/shared/ui';

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
  const form = useValidatedForm<Values, BankDetailsField>(start, validateBankDetails);
  const { values, errors, change, reset } = form;
  useEffect(() => {
    if (open) reset(start);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const save = useEndpointMutation(saveBankDetails, {
    successMessage: t('admin.profile.bank.saved'),
    onSuccess: onClose,
    onFieldError: form.serverError,
  });
  const field = (name: BankDetailsField, required = true) => ({
    name,
    label: t(`admin.profile.bank.fields.${name}`),
    value: values[name],
    onChange: change(name),
    error: errors[name],
    required,
  });
  const us = values.country === 'US';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('admin.profile.bank.edit')}
      width="440px"
      onSubmit={() =>
        form.check() &&
        save.mutate({
          params: { saasOrgId },
          body: {
            accountHolderName: values.accountHolderName,
            accountNumber: values.accountNumber.trim(),
            country: us ? 'US' : 'CA',
            abaRoutingNumber: us ? values.abaRoutingNumber.trim() : null,
            transitNumber: us ? null : values.transitNumber.trim(),
            institutionNumber: us ? null : values.institutionNumber.trim(),
            swiftCode: values.swiftCode.trim() || null,
          },
        })
      }
      actions={<CancelSaveActions onCancel={onClose} saving={save.isPending} />}
    >
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
    <Card.Root as="section" aria-labelledby="bank-heading">
      <Card.Body>
        <HStack justify="space-between" mb={3}>
          <Heading as="h2" size="sm" id="bank-heading">
            {t('admin.profile.bank.title')}
          </Heading>
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('admin.profile.bank.edit')}
            </Button>
          ) : null}
        </HStack>
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
      </Card.Body>
      {canEdit ? <BankDetailsDialog saasOrgId={saasOrgId} open={editing} onClose={() => setEditing(false)} start={bankDetailsStart(details, company)} /> : null}
    </Card.Root>
  );
}

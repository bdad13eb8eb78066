import { useTranslation } from 'react-i18next';
import { useReferrals } from '@haulstop/shared/api';
import { Card, Code, Heading, LoadErrorAlert, StatusBadge, Table, Text, formatDate } from '@haulstop/shared/ui/display';

/** The organisation's referral code and the organisations that signed up with it, Referred then Joined. */
export function ReferralsSection({ saasOrgId }: { saasOrgId: number }) {
  const { t, i18n } = useTranslation();
  const referrals = useReferrals(saasOrgId);
  return (
    <Card.Root as="section" aria-labelledby="referrals-heading">
      <Card.Body>
        <Heading as="h2" size="sm" id="referrals-heading" mb={2}>
          {t('admin.referrals.title')}
        </Heading>
        {referrals.isError ? <LoadErrorAlert title={t('common.errorRetrievingData')} onRetry={() => void referrals.refetch()} /> : null}
        {referrals.data ? (
          <>
            <Text mb={3}>
              {t('admin.referrals.code')} <Code>{referrals.data.referralCode}</Code>
            </Text>
            {referrals.data.referrals.length === 0 ? (
              <Text color="fg.muted">{t('admin.referrals.none')}</Text>
            ) : (
              <Table.Root size="sm" aria-label={t('admin.referrals.title')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('admin.referrals.organization')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin.referrals.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin.referrals.since')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {referrals.data.referrals.map((referral) => (
                    <Table.Row key={referral.saasOrgId}>
                      <Table.Cell>{referral.orgName}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={referral.status} />
                      </Table.Cell>
                      <Table.Cell>{formatDate(referral.createdAt, i18n.language)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

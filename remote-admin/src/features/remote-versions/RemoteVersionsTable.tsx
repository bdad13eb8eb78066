import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  fetchAllOrganizations,
  organizationKeys,
  useEndpointMutation,
  useRemoteVersions,
  type RemoteVersions,
  type RemoteVersionsChange,
} from '@haulstop/shared/api';
import { changeRemoteVersion } from '@haulstop/shared/contracts/remote-versions';
import { Box, Button, Card, Field, Heading, HStack, LoadErrorAlert, NativeSelect, Table, Text, useConfirm } from '@haulstop/shared/ui';

/** What the canary column says: the share of sessions, or the organisations pinned to it. */
function canaryText(remote: RemoteVersions, t: ReturnType<typeof useTranslation>['t']): string {
  const canary = remote.canary;
  if (!canary) return t('admin.remoteVersions.noCanary');
  const audience =
    canary.percent !== null
      ? t('admin.remoteVersions.percentOfSessions', { percent: canary.percent })
      : canary.organizations.map((org) => org.orgName).join(', ');
  return t('admin.remoteVersions.canaryFor', { version: canary.version, audience });
}

/**
 * Each remote's version in use, its canary (a share of sessions or organisations), and the
 * versions before it, with the platform's actions: promote the canary, drop it, roll back to the
 * version before, and pin an organisation to a served version. Every action asks in the console's
 * dialog first; the change is made against the registry the page read (a deploy meanwhile: refused, the list read again).
 */
export function RemoteVersionsTable() {
  const { t } = useTranslation();
  const versions = useRemoteVersions();
  const change = useEndpointMutation(changeRemoteVersion, { successMessage: t('admin.remoteVersions.changed') });
  const confirm = useConfirm();
  // Made against the registry the page read (its ETag as If-Match): a deploy in between is refused with 409, and the list is read again.
  const apply = (remote: string, next: RemoteVersionsChange) =>
    change.mutate({ params: { remote }, headers: { 'if-match': versions.data?.etag ?? '' }, body: next }, { onError: () => void versions.refetch() });

  if (versions.isError) return <LoadErrorAlert title={t('common.errorRetrievingData')} onRetry={() => void versions.refetch()} />;
  if (!versions.data) return null;
  const { remotes, host } = versions.data;
  return (
    <>
      {host ? <Text mb={3}>{t('admin.remoteVersions.host', { version: host.version })}</Text> : null}
      {remotes.length === 0 ? (
        <Text color="fg.muted">{t('admin.remoteVersions.none')}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t('menu.remoteVersions')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.remoteVersions.remote')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.remoteVersions.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.remoteVersions.canary')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.remoteVersions.previous')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.remoteVersions.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {remotes.map((remote) => {
              const name = `remote-${remote.remote}`;
              const back = remote.previous[0];
              return (
                <Table.Row key={remote.remote} data-remote={remote.remote}>
                  <Table.Cell>{name}</Table.Cell>
                  <Table.Cell>{remote.version}</Table.Cell>
                  <Table.Cell>{canaryText(remote, t)}</Table.Cell>
                  <Table.Cell>{remote.previous.length ? remote.previous.join(', ') : '—'}</Table.Cell>
                  <Table.Cell>
                    <HStack gap={2} wrap="wrap">
                      {remote.canary ? (
                        <>
                          <Button
                            size="xs"
                            colorPalette="accent"
                            onClick={() =>
                              confirm.ask({
                                question: t('admin.remoteVersions.promoteQuestion', { remote: name, version: remote.canary!.version }),
                                confirmLabel: t('admin.remoteVersions.promote'),
                                onConfirm: () => apply(remote.remote, { version: remote.canary!.version }),
                              })
                            }
                          >
                            {t('admin.remoteVersions.promote')}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() =>
                              confirm.ask({
                                question: t('admin.remoteVersions.dropQuestion', { remote: name, version: remote.version }),
                                confirmLabel: t('admin.remoteVersions.drop'),
                                onConfirm: () => apply(remote.remote, { canary: null }),
                              })
                            }
                          >
                            {t('admin.remoteVersions.drop')}
                          </Button>
                        </>
                      ) : null}
                      {back ? (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() =>
                            confirm.ask({
                              question: t('admin.remoteVersions.rollBackQuestion', { remote: name, version: back }),
                              confirmLabel: t('admin.remoteVersions.rollBack'),
                              onConfirm: () => apply(remote.remote, { version: back }),
                            })
                          }
                        >
                          {t('admin.remoteVersions.rollBack')}
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      {remotes.length ? (
        <PinOrganization
          remotes={remotes}
          onPin={(remote, next, question) => confirm.ask({ question, confirmLabel: t('admin.remoteVersions.pin'), onConfirm: () => apply(remote, next) })}
        />
      ) : null}
      {confirm.dialog}
    </>
  );
}

/** Pins an organisation to a served version of a remote (that remote's canary for it, and for the organisations already pinned to that version). */
function PinOrganization({ remotes, onPin }: { remotes: RemoteVersions[]; onPin: (remote: string, next: RemoteVersionsChange, question: string) => void }) {
  const { t } = useTranslation();
  const ids = { remote: useId(), version: useId(), org: useId() };
  const [remoteName, setRemoteName] = useState(remotes[0].remote);
  const remote = remotes.find((r) => r.remote === remoteName) ?? remotes[0];
  const choices = remote.served.filter((version) => version !== remote.version);
  const [picked, setPicked] = useState('');
  const version = choices.includes(picked) ? picked : (remote.canary?.version ?? choices[0] ?? '');
  const organizations = useQuery({ queryKey: [...organizationKeys.all, 'everyOrganization'], queryFn: fetchAllOrganizations });
  const [orgId, setOrgId] = useState('');
  const org = organizations.data?.find((o) => String(o.saasOrgId ?? o.orgId) === orgId);
  const pin = () => {
    if (!org || !version) return;
    const saasOrgId = org.saasOrgId ?? org.orgId;
    const already = remote.canary?.version === version ? remote.canary.orgIds : [];
    onPin(
      remote.remote,
      { canary: { version, orgIds: [...new Set([...already, saasOrgId])] } },
      t('admin.remoteVersions.pinQuestion', { organization: org.orgName, remote: `remote-${remote.remote}`, version }),
    );
  };
  const select = (id: string, label: string, value: string, onChange: (value: string) => void, options: { value: string; label: string }[]) => (
    <Field.Root maxW="260px">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Card.Root as="section" mt={6} maxW="900px" aria-labelledby={`${ids.remote}-heading`}>
      <Card.Body>
        <Heading as="h2" size="sm" id={`${ids.remote}-heading`} mb={2}>
          {t('admin.remoteVersions.pinTitle')}
        </Heading>
        <Text mb={3} color="fg.muted">
          {t('admin.remoteVersions.pinHelp')}
        </Text>
        {choices.length === 0 ? <Text mb={3}>{t('admin.remoteVersions.noOtherVersion', { remote: `remote-${remote.remote}` })}</Text> : null}
        <HStack align="end" gap={3} wrap="wrap">
          {select(
            ids.remote,
            t('admin.remoteVersions.remote'),
            remote.remote,
            (value) => {
              setRemoteName(value);
              setPicked('');
            },
            remotes.map((r) => ({ value: r.remote, label: `remote-${r.remote}` })),
          )}
          {select(
            ids.version,
            t('admin.remoteVersions.pinVersion'),
            version,
            setPicked,
            choices.map((v) => ({ value: v, label: v })),
          )}
          {select(ids.org, t('admin.remoteVersions.organization'), orgId, setOrgId, [
            { value: '', label: t('admin.remoteVersions.chooseOrganization') },
            ...(organizations.data ?? []).map((o) => ({ value: String(o.saasOrgId ?? o.orgId), label: o.orgName })),
          ])}
          <Box>
            <Button size="sm" colorPalette="accent" disabled={!org || !version} onClick={pin}>
              {t('admin.remoteVersions.pin')}
            </Button>
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

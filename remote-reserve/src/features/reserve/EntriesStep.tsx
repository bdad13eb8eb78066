import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useFleetOptions, useNetworkCarrierOptions } from '@haulstop/shared/api';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { Box, Button, FormField, HStack, SelectField, Stack, Table, Text } from '@haulstop/shared/ui/display';
import { validateEntriesFitSlots, validateSlots } from '@haulstop/shared/rules';
import { assetEntry, assetName, driverEntry, slotEntriesOf } from './entries';
import { NewAssetDialog, NewDriverDialog } from './NewFleetEntryDialog';
import type { ReserveAction, ReserveState } from './reserveState';
import { useCatalogueLabel } from '@haulstop/shared/i18n';

type Props = { state: ReserveState; dispatch: Dispatch<ReserveAction>; onNext: () => void };

/**
 * Step 1 of a booking: who it is for (the organisation, or a sub-carrier of its network), how many
 * slots, and the drivers and assets that will park — entries numbered sno, renumbered on every add
 * or remove. Each entry is one slot, holding a driver, a truck or both: "Add driver" fills
 * the slot of a truck without a driver and "Add asset" the slot of a driver without a truck
 * (placeChoice), and more entries than slots is refused (shared validateEntriesFitSlots, as the
 * API). A driver or asset missing from the
 * organisation's fleet is created in a dialog and listed, the booking in progress kept. Changing
 * the fleet org clears the list and the slot count.
 */
export function EntriesStep({ state, dispatch, onNext }: Props) {
  const { t } = useTranslation();
  const catalogueLabel = useCatalogueLabel();
  const typeLabel = (name: string) => catalogueLabel('assetTypes', name);
  const networkEnabled = useSession((s) => s.isOrgNetworkConfigEnabled);
  const subCarriers = useNetworkCarrierOptions(networkEnabled);
  const fleet = useFleetOptions(state.fleetOrgId ? Number(state.fleetOrgId) : null);
  const [driverId, setDriverId] = useState('');
  const [assetId, setAssetId] = useState('');
  const [slotsText, setSlotsText] = useState(String(state.slotsToReserve || ''));
  const [tried, setTried] = useState(false);
  const [creating, setCreating] = useState<null | 'driver' | 'asset'>(null);
  const ctx = usePermissionContext();
  // Whoever may open the drivers or assets page may add one here (the sub-carrier's fleet is theirs to manage).
  const ownFleet = state.fleetOrgId === null;
  const mayAddDriver = ownFleet && canAccess({ resource: '/createDriver', action: 'view', ctx });
  const mayAddAsset = ownFleet && canAccess({ resource: '/assets', action: 'view', ctx });
  const slotsError = tried || slotsText !== '' ? (validateSlots(slotsText) ?? undefined) : undefined;
  const slotEntries = slotEntriesOf(state.entries);
  const tooMany = state.slotsToReserve > 0 ? validateEntriesFitSlots(slotEntries, state.slotsToReserve) : null;

  const drivers = fleet.data?.drivers ?? [];
  const assets = fleet.data?.assets ?? [];
  const add = (kind: 'driver' | 'asset') => {
    const id = kind === 'driver' ? driverId : assetId;
    if (!id) return;
    const entry =
      kind === 'driver'
        ? drivers.filter((d) => String(d.driverId) === id).map(driverEntry)[0]
        : assets.filter((a) => String(a.assetId) === id).map((a) => assetEntry(a, typeLabel))[0];
    if (entry) dispatch({ type: 'addEntry', entry });
    if (kind === 'driver') setDriverId('');
    else setAssetId('');
  };
  const taken = new Set(state.entries.flatMap((e) => [e.driver && `driver:${e.driver.refId}`, e.asset && `asset:${e.asset.refId}`]));

  return (
    <Stack gap={3}>
      {networkEnabled && (
        <SelectField
          name="fleetOrg"
          label={t('reserve.book.fleetOrg')}
          value={state.fleetOrgId ?? ''}
          onChange={(value: string) => {
            // The reducer clears the list and the slot count; the field follows.
            dispatch({ type: 'selectFleetOrg', fleetOrgId: value === '' ? null : value });
            setSlotsText('');
          }}
          placeholder={t('reserve.book.ownOrg')}
          options={(subCarriers.data ?? []).map((c) => ({ value: String(c.saasOrgId), label: c.orgName }))}
        />
      )}
      <Box maxW="240px">
        <FormField
          name="slotsToReserve"
          type="number"
          required
          label={t('reserve.book.slots')}
          value={slotsText}
          onChange={(value: string) => {
            setSlotsText(value);
            dispatch({ type: 'setSlots', slots: validateSlots(value) ? 0 : Number(value) });
          }}
          error={slotsError}
          inputMode="numeric"
          helperText={t('reserve.book.slotRule')}
        />
      </Box>
      <HStack align="end" wrap="wrap" gap={3}>
        <Box minW="240px">
          <SelectField
            name="driver"
            label={t('reserve.book.driver')}
            value={driverId}
            onChange={setDriverId}
            placeholder={drivers.length ? t('reserve.book.chooseDriver') : t('reserve.book.noDrivers')}
            options={drivers
              .filter((d) => !taken.has(`driver:${d.driverId}`))
              .map((d) => ({ value: String(d.driverId), label: `${d.firstName} ${d.lastName}` }))}
          />
        </Box>
        <Button mb={3} variant="outline" onClick={() => add('driver')} disabled={!driverId}>
          {t('reserve.book.addDriver')}
        </Button>
        {mayAddDriver && (
          <Button mb={3} variant="ghost" onClick={() => setCreating('driver')}>
            {t('reserve.book.newDriver')}
          </Button>
        )}
        <Box minW="240px">
          <SelectField
            name="asset"
            label={t('reserve.book.asset')}
            value={assetId}
            onChange={setAssetId}
            placeholder={assets.length ? t('reserve.book.chooseAsset') : t('reserve.book.noAssets')}
            options={assets.filter((a) => !taken.has(`asset:${a.assetId}`)).map((a) => ({ value: String(a.assetId), label: assetName(a, typeLabel) }))}
          />
        </Box>
        <Button mb={3} variant="outline" onClick={() => add('asset')} disabled={!assetId}>
          {t('reserve.book.addAsset')}
        </Button>
        {mayAddAsset && (
          <Button mb={3} variant="ghost" onClick={() => setCreating('asset')}>
            {t('reserve.book.newAsset')}
          </Button>
        )}
      </HStack>
      <NewDriverDialog
        open={creating === 'driver'}
        onClose={() => setCreating(null)}
        onCreated={(driver) => dispatch({ type: 'addEntry', entry: driverEntry(driver) })}
      />
      <NewAssetDialog
        open={creating === 'asset'}
        onClose={() => setCreating(null)}
        onCreated={(asset) => dispatch({ type: 'addEntry', entry: assetEntry(asset, typeLabel) })}
      />
      {state.entries.length === 0 ? (
        <Text color="fg.muted">{t('reserve.book.noEntries')}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t('reserve.book.entries')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reserve.book.sno')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reserve.book.driver')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reserve.book.asset')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {state.entries.map((entry) => (
              <Table.Row key={entry.sno}>
                <Table.Cell>{entry.sno}</Table.Cell>
                <Table.Cell>{entry.driver?.label ?? '—'}</Table.Cell>
                <Table.Cell>{entry.asset?.label ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => dispatch({ type: 'removeEntry', sno: entry.sno })}
                    aria-label={t('reserve.book.removeEntry', { sno: entry.sno })}
                  >
                    {t('reserve.book.remove')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {state.slotsToReserve > 0 && (
        <Text color={tooMany ? 'fg.error' : 'fg.muted'} data-testid="slots-used">
          {t('reserve.book.slotsUsed', { entries: state.entries.length, slots: state.slotsToReserve })}
        </Text>
      )}
      {tooMany && (
        <Text color="fg.error" role="alert">
          {t(tooMany.key, tooMany.message)}
        </Text>
      )}
      <HStack justify="flex-end">
        <Button
          colorPalette="accent"
          onClick={() => {
            setTried(true);
            if (state.slotsToReserve >= 1 && !tooMany) onNext();
          }}
        >
          {t('reserve.book.next')}
        </Button>
      </HStack>
    </Stack>
  );
}

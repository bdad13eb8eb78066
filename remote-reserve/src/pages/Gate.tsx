import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGateEvents, useMapLots, usePostGateEvent } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { GateEvent, GateEventInput, GateEventResult } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { pagedTableState } from '@haulstop/shared/query';
import { usePermissionContext } from '@haulstop/shared/session';
import {
  Alert,
  Box,
  Card,
  Field,
  Heading,
  LoadErrorAlert,
  NativeSelect,
  PagedTable,
  PageSkeleton,
  Stack,
  Text,
  formatDateTime,
  formatTimeZone,
} from '@haulstop/shared/ui/display';
import { GateAnswer } from '../features/gate/GateAnswer';
import { GateCheckForm, type GateIdentifier } from '../features/gate/GateCheckForm';
import { GatePolicyForm } from '../features/gate/GatePolicyForm';
import { gateAttemptFor, type GateAttempt } from '../features/gate/gate-answer';
import { useGateEventColumns } from '../features/gate/GateEvents';
import { newAttemptKey } from '../features/reserve/attempt';
import { TEXTS } from '../texts';

/**
 * /gate (owner roles, DESIGN §10): the screen of a tablet at a lot's gate. The attendant types a
 * gate code or a plate and taps Check in or Check out; the gate answers ALLOWED or REFUSED with
 * the reason at the lot's clock, and every answer is a gate event, listed below with anomalies
 * flagged. The lot's gate policy sits at the foot, for those who set it.
 */
export default function Gate() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const lotFieldId = useId();
  const ctx = usePermissionContext();
  const lots = useMapLots();
  const lotList = lots.data ?? [];
  const [chosenLotId, setChosenLotId] = useState<number | null>(null);
  const lot = lotList.find((l) => l.parkingLotId === chosenLotId) ?? lotList[0] ?? null;
  const events = useGateEvents(lot?.parkingLotId ?? null);
  const columns = useGateEventColumns(lot?.timeZone ?? null);
  const post = usePostGateEvent();
  // The check still waiting for its answer (or whose answer never came): sent again, it keeps its key.
  const unanswered = useRef<GateAttempt | null>(null);
  const [answer, setAnswer] = useState<{ lotId: number; result: GateEventResult } | null>(null);
  const at = (iso: string) => formatDateTime(iso, i18n.language, lot?.timeZone ?? null);

  const check = (kind: GateEventInput['kind'], by: GateIdentifier, value: string) => {
    if (!lot) return;
    const body: GateEventInput = { parkingLotId: lot.parkingLotId, kind, source: 'GATE_SCREEN', [by]: value };
    const attempt = gateAttemptFor(unanswered.current, body, newAttemptKey);
    unanswered.current = attempt;
    setAnswer(null);
    post.mutate(
      { body, idempotencyKey: attempt.key },
      {
        onSuccess: (result) => {
          unanswered.current = null;
          setAnswer({ lotId: body.parkingLotId, result });
        },
      },
    );
  };

  return (
    <Box p={4} maxW="1100px">
      <Heading as="h1" size="lg" mb={4}>
        {t('reserve.gate.title')}
      </Heading>
      {lots.isError ? (
        <LoadErrorAlert title={errorMessageOf(lots.error, t('messages.errorRetrievingData'))} onRetry={() => void lots.refetch()} mb={3} />
      ) : null}
      {lots.isPending ? <PageSkeleton label={t('common.loading')} /> : null}
      {!lots.isPending && !lots.isError && lotList.length === 0 ? <Text color="fg.muted">{t('reserve.gate.noLots')}</Text> : null}
      {lot ? (
        <Stack gap={6}>
          <Field.Root maxW="420px">
            <Field.Label htmlFor={lotFieldId} fontSize="md">
              {t('reserve.gate.lot')}
            </Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                id={lotFieldId}
                value={String(lot.parkingLotId)}
                onChange={(event) => {
                  setChosenLotId(Number(event.currentTarget.value));
                  setAnswer(null);
                  unanswered.current = null;
                }}
              >
                {lotList.map((l) => (
                  <option key={l.parkingLotId} value={String(l.parkingLotId)}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('reserve.gate.clock', { zone: formatTimeZone(lot.timeZone, i18n.language) })}</Field.HelperText>
          </Field.Root>
          <Card.Root>
            <Card.Body gap={4}>
              <GateCheckForm key={lot.parkingLotId} busy={post.isPending} onCheck={check} />
              {answer && answer.lotId === lot.parkingLotId ? <GateAnswer result={answer.result} at={at} /> : null}
              {post.isError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{errorMessageOf(post.error, t('reserve.gate.failed'))}</Alert.Title>
                </Alert.Root>
              ) : null}
            </Card.Body>
          </Card.Root>
          <Box as="section" aria-labelledby={`${lotFieldId}-recent`}>
            <Heading as="h2" size="md" id={`${lotFieldId}-recent`} mb={2}>
              {t('reserve.gate.recent')}
            </Heading>
            <PagedTable<GateEvent>
              label={t('reserve.gate.recent')}
              columns={columns}
              {...pagedTableState(events)}
              rowKey={(e) => e.eventId}
              emptyText={t('reserve.gate.none')}
            />
          </Box>
          <GatePolicyForm
            key={lot.parkingLotId}
            parkingLotId={lot.parkingLotId}
            lotName={lot.name}
            canEdit={canAccess({ resource: 'gatePolicy', action: 'edit', ctx })}
          />
        </Stack>
      ) : null}
    </Box>
  );
}

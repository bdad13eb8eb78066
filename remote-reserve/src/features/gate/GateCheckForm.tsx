import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateEventKind } from '@haulstop/shared/contracts';
import { Button, Field, HStack, Input, Stack } from '@haulstop/shared/ui/display';

export type GateIdentifier = 'gateCode' | 'licensePlate';

const IDENTIFIERS: readonly GateIdentifier[] = ['gateCode', 'licensePlate'];

/**
 * What the attendant types at the gate: a gate code or a plate, then Check in or Check out. Sized
 * for a tablet held at the gate (large fields and buttons); the field keeps its text after a check,
 * so a refused one can be corrected.
 */
export function GateCheckForm({ busy, onCheck }: { busy: boolean; onCheck: (kind: GateEventKind, by: GateIdentifier, value: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [by, setBy] = useState<GateIdentifier>('gateCode');
  const [value, setValue] = useState('');
  const [kind, setKind] = useState<GateEventKind>('CHECK_IN');
  const typed = value.trim();
  const check = (next: GateEventKind) => {
    setKind(next);
    if (typed) onCheck(next, by, typed);
  };
  // Enter alone records nothing: in or out is the attendant's tap.
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <Stack as="form" gap={4} onSubmit={submit} aria-label={t('reserve.gate.formLabel')}>
      <HStack gap={2} role="group" aria-label={t('reserve.gate.identifyBy')}>
        {IDENTIFIERS.map((id) => (
          <Button key={id} size="lg" variant={by === id ? 'solid' : 'outline'} aria-pressed={by === id} onClick={() => setBy(id)}>
            {t(`reserve.gate.by.${id}`)}
          </Button>
        ))}
      </HStack>
      <Field.Root>
        <Field.Label htmlFor={inputId} fontSize="md">
          {t(`reserve.gate.by.${by}`)}
        </Field.Label>
        <Input
          id={inputId}
          size="2xl"
          fontSize="2xl"
          autoComplete="off"
          autoCapitalize="characters"
          inputMode={by === 'gateCode' ? 'numeric' : 'text'}
          maxLength={20}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      </Field.Root>
      <HStack gap={3} wrap="wrap">
        <Button size="2xl" colorPalette="green" loading={busy && kind === 'CHECK_IN'} disabled={busy || !typed} onClick={() => check('CHECK_IN')}>
          {t('reserve.gate.checkIn')}
        </Button>
        <Button size="2xl" variant="outline" loading={busy && kind === 'CHECK_OUT'} disabled={busy || !typed} onClick={() => check('CHECK_OUT')}>
          {t('reserve.gate.checkOut')}
        </Button>
      </HStack>
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import type { GateEventResult } from '@haulstop/shared/contracts';
import { Alert, Text } from '@haulstop/shared/ui/display';
import { gateAnswerText } from './gate-answer';

/** The gate's answer, large enough to read at arm's length: ALLOWED or REFUSED with why, and an anomaly when the event was odd. */
export function GateAnswer({ result, at }: { result: GateEventResult; at: (iso: string) => string }) {
  const { t } = useTranslation();
  const allowed = result.decision === 'ALLOWED';
  const text = gateAnswerText(result, at);
  return (
    <Alert.Root status={allowed ? 'success' : 'error'} size="lg" role="status" aria-live="polite" data-testid="gate-answer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="2xl">{t(`reserve.gate.decision.${result.decision}`)}</Alert.Title>
        <Alert.Description fontSize="lg">{t(text.key, { ...text.values })}</Alert.Description>
        {result.anomaly ? <Text fontWeight="semibold">{t('reserve.gate.anomalyNoted', { anomaly: t(`reserve.gate.anomaly.${result.anomaly}`) })}</Text> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useRuntimeConfig } from '@haulstop/shared/config';
import { Box, Button, Code, Field, Heading, HStack, Input, Link, Stack, Text } from '@haulstop/shared/ui/display';
import { CopyButton } from './CopyButton';
import { curlLine, maskedKey, partnerRequests, STEPS, tryRequest, type PartnerRequest, type StepName, type TryResult } from './partner-requests';

const newIdempotencyKey = () => crypto.randomUUID();

function nextWeekNoon(): string {
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(12, 0, 0, 0);
  return start.toISOString();
}

/** The request as it was sent: method, URL, headers (the key by its prefix), body. */
function requestText(api: string, key: string, request: PartnerRequest): string {
  const lines = [`${request.method} ${api}${request.path}`, `Authorization: Bearer ${maskedKey(key)}`];
  if (request.body !== undefined) lines.push('Content-Type: application/json');
  if (request.idempotencyKey) lines.push(`Idempotency-Key: ${request.idempotencyKey}`);
  if (request.body !== undefined) lines.push('', JSON.stringify(request.body, null, 2));
  return lines.join('\n');
}

/**
 * The partner's main job against this console's API: availability → quote → book with an
 * Idempotency-Key → cancel, as copyable curl lines and as "Try it" buttons that send each call with
 * a key the admin pastes (keys are shown once, so it is pasted, and it lives only in this field's
 * state: never stored, never sent anywhere but the API). The key just created fills the curl lines.
 */
export function WorkedExample({ apiKey, parkingLotId }: { apiKey: string | null; parkingLotId: number | null }) {
  const { t } = useTranslation();
  const api = useRuntimeConfig().servers.server.url.replace(/\/$/, '');
  const [startAt] = useState(nextWeekNoon);
  const [pastedKey, setPastedKey] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [reservationId, setReservationId] = useState<number | null>(null);
  const [results, setResults] = useState<Partial<Record<StepName, { request: string; result: TryResult }>>>({});
  const [running, setRunning] = useState<StepName | null>(null);
  const requests = partnerRequests({ parkingLotId: parkingLotId ?? 1, startAt, reservationId, idempotencyKey });
  const key = pastedKey.trim();
  const curlKey = apiKey ?? (key || 'hs_YOUR_KEY');

  const run = async (step: StepName) => {
    const request = requests[step];
    setRunning(step);
    const result = await tryRequest(api, key, request);
    setRunning(null);
    setResults((current) => ({ ...current, [step]: { request: requestText(api, key, request), result } }));
    if (step === 'book' && result.status === 201) setReservationId((JSON.parse(result.body) as { reservationId: number }).reservationId);
    // A booking cancelled: the next booking is a new one, so it gets a new Idempotency-Key.
    if (step === 'cancel' && result.status === 200) setIdempotencyKey(newIdempotencyKey());
  };

  return (
    <Box as="section" mb={8} aria-labelledby="api-example-heading">
      <Heading as="h2" size="sm" id="api-example-heading" mb={2}>
        {t('admin.apiHub.example.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb={2}>
        {t('admin.apiHub.example.intro')}{' '}
        <Link href={`${api}/api/docs`} target="_blank" rel="noreferrer" color="accent.fg">
          {t('admin.apiHub.example.docs')}
        </Link>
      </Text>
      <Field.Root mb={4} maxW="md">
        <Field.Label>{t('admin.apiHub.example.tryIt.keyLabel')}</Field.Label>
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={pastedKey}
          onChange={(event) => setPastedKey(event.target.value)}
          placeholder="hs_…"
        />
        <Field.HelperText>{t('admin.apiHub.example.tryIt.keyHelp')}</Field.HelperText>
      </Field.Root>
      <Stack gap={4}>
        {STEPS.map((step, index) => {
          const title = t(`admin.apiHub.example.${step}`);
          const line = curlLine(api, curlKey, requests[step], step === 'book' ? '$(uuidgen)' : undefined);
          const tried = results[step];
          const waitsForBooking = step === 'cancel' && reservationId === null;
          return (
            <Box key={step} data-testid={`example-step-${step}`}>
              <HStack justify="space-between" mb={1} wrap="wrap">
                <Text fontWeight="medium">
                  {index + 1}. {title}
                </Text>
                <HStack>
                  <Button
                    size="xs"
                    onClick={() => void run(step)}
                    disabled={!key || waitsForBooking || running !== null}
                    loading={running === step}
                    aria-label={`${t('admin.apiHub.example.tryIt.run')}: ${title}`}
                  >
                    {t('admin.apiHub.example.tryIt.run')}
                  </Button>
                  <CopyButton text={line} label={`${t('admin.apiHub.copy')}: ${title}`} />
                </HStack>
              </HStack>
              <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p={2} fontSize="xs">
                {line}
              </Code>
              {waitsForBooking && key ? (
                <Text fontSize="xs" color="fg.muted" mt={1}>
                  {t('admin.apiHub.example.tryIt.bookFirst')}
                </Text>
              ) : null}
              {tried ? (
                <Box mt={2} borderWidth="1px" borderRadius="md" p={2} role="region" aria-label={`${t('admin.apiHub.example.tryIt.result')}: ${title}`}>
                  <Text fontSize="xs" fontWeight="medium">
                    {t('admin.apiHub.example.tryIt.request')}
                  </Text>
                  <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p={2} fontSize="xs" mb={2}>
                    {tried.request}
                  </Code>
                  <Text fontSize="xs" fontWeight="medium" data-testid={`example-status-${step}`}>
                    {t('admin.apiHub.example.tryIt.response')}: {tried.result.status} {tried.result.statusText}
                  </Text>
                  <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p={2} fontSize="xs" maxH="60" overflowY="auto">
                    {tried.result.body}
                  </Code>
                  {step === 'book' && tried.result.status === 201 && reservationId !== null ? (
                    <Link asChild color="accent.fg" fontSize="sm" mt={1}>
                      <RouterLink to={`/reservations/${reservationId}`}>{t('admin.apiHub.example.tryIt.openReservation', { id: reservationId })}</RouterLink>
                    </Link>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

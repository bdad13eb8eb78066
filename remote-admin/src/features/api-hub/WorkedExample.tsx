import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@haulstop/shared/config';
import { Box, Code, Heading, HStack, Link, Stack, Text } from '@haulstop/shared/ui';
import { CopyButton } from './CopyButton';

/**
 * The partner's main job as copyable curl lines against this console's API: availability → quote →
 * book with an Idempotency-Key → cancel. The key just created fills them in; otherwise a placeholder.
 */
export function WorkedExample({ apiKey, parkingLotId }: { apiKey: string | null; parkingLotId: number | null }) {
  const { t } = useTranslation();
  const api = useRuntimeConfig().servers.server.url.replace(/\/$/, '');
  const key = apiKey ?? 'hs_YOUR_KEY';
  const lot = parkingLotId ?? 1;
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(12, 0, 0, 0);
  const startAt = start.toISOString();
  const auth = `-H "Authorization: Bearer ${key}"`;
  const body = JSON.stringify({
    parkingLotId: lot,
    duration: '24 hrs',
    startAt,
    slots: 1,
    entries: [],
    payment: { method: 'CARD', cardNumber: '4242424242424242' },
  });
  const steps = [
    {
      title: t('admin.apiHub.example.availability'),
      line: `curl ${auth} "${api}/api/availability?parkingLotId=${lot}&startAt=${startAt}&duration=24%20hrs&slots=1"`,
    },
    { title: t('admin.apiHub.example.quote'), line: `curl ${auth} -H "Content-Type: application/json" -d '${body}' ${api}/api/reservations/quote` },
    {
      title: t('admin.apiHub.example.book'),
      line: `curl ${auth} -H "Content-Type: application/json" -H "Idempotency-Key: $(uuidgen)" -d '${body}' ${api}/api/reservations`,
    },
    { title: t('admin.apiHub.example.cancel'), line: `curl ${auth} -H "Content-Type: application/json" -d '{}' ${api}/api/reservations/RESERVATION_ID/cancel` },
  ];
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
      <Stack gap={3}>
        {steps.map((step, index) => (
          <Box key={step.title}>
            <HStack justify="space-between" mb={1}>
              <Text fontWeight="medium">
                {index + 1}. {step.title}
              </Text>
              <CopyButton text={step.line} label={`${t('admin.apiHub.copy')}: ${step.title}`} />
            </HStack>
            <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p={2} fontSize="xs">
              {step.line}
            </Code>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

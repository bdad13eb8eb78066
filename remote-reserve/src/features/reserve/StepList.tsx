import { useTranslation } from 'react-i18next';
import { Box, HStack, Text } from '@haulstop/shared/ui/display';

export const STEPS = ['find', 'entries', 'payment', 'review'] as const;
export type StepName = (typeof STEPS)[number];

/** Where the booking is: the four steps, the current one marked for screen readers too. */
export function StepList({ current }: { current: StepName }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <HStack as="ol" aria-label={t('reserve.book.stepsLabel')} gap={2} m={0} p={0} wrap="wrap">
      {STEPS.map((step, i) => (
        <Box
          as="li"
          key={step}
          listStyleType="none"
          aria-current={i === index ? 'step' : undefined}
          px={3}
          py={1}
          borderRadius="full"
          borderWidth="1px"
          bg={i === index ? 'accent.solid' : i < index ? 'accent.subtle' : 'bg.panel'}
          color={i === index ? 'accent.contrast' : undefined}
        >
          <Text fontSize="sm">{t('reserve.book.step', { number: i + 1, name: t(`reserve.book.steps.${step}`) })}</Text>
        </Box>
      ))}
    </HStack>
  );
}

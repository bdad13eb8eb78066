import { useTranslation } from 'react-i18next';
import { Box, Code, Text } from '@haulstop/shared/ui/display';

/** Why a card payment failed, in words (DESIGN §7 sandbox outcomes); anything else asks for another method. */
const FAILURE_KEYS: Readonly<Record<string, string>> = {
  CARD_DECLINED: 'reserve.book.done.declined',
  INSUFFICIENT_FUNDS: 'reserve.book.done.insufficientFunds',
};

export const failureTextKey = (failureCode: string | null | undefined) => (failureCode && FAILURE_KEYS[failureCode]) || 'reserve.book.done.tryAnother';

/** A booking's gate code, large, with when it opens the gate. */
export function GateCodeBox({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" p={3}>
      <Text fontSize="sm" color="fg.muted">
        {t('reserve.book.done.gateCode')}
      </Text>
      <Code fontSize="2xl" aria-label={t('reserve.book.done.gateCode')}>
        {code}
      </Code>
      <Text fontSize="xs" color="fg.muted" mt={1}>
        {t('reserve.book.done.gateCodeValid')}
      </Text>
    </Box>
  );
}

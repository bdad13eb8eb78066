import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@haulstop/shared/constants';
import { HStack, Link, Text } from '@haulstop/shared/ui/display';
import { LEGAL_DOCUMENTS } from '../../config/paths';

/** 'All Rights Reserved.' and the Terms & Conditions and Privacy Policy PDFs. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <HStack as="footer" justify="space-between" wrap="wrap" gap={3} px={4} py={2} borderTopWidth="1px" color="fg.muted">
      <Text>
        © {new Date().getFullYear()} {PRODUCT_NAME}. {t('common.allRightsReserved')}
      </Text>
      <HStack gap={4}>
        <Link href={LEGAL_DOCUMENTS.terms} target="_blank" rel="noopener" colorPalette="accent">
          {t('common.termsAndConditions')}
        </Link>
        <Link href={LEGAL_DOCUMENTS.privacy} target="_blank" rel="noopener" colorPalette="accent">
          {t('common.privacyPolicy')}
        </Link>
      </HStack>
    </HStack>
  );
}

import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@haulstop/shared/constants';
import { LEGAL_DOCUMENTS } from '../../config/paths';

/** 'All Rights Reserved.' and the Terms & Conditions and Privacy Policy PDFs. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer data-part="shell-footer">
      <p>
        © {new Date().getFullYear()} {PRODUCT_NAME}. {t('common.allRightsReserved')}
      </p>
      <div data-part="shell-footer-links">
        <a href={LEGAL_DOCUMENTS.terms} target="_blank" rel="noopener" data-part="shell-footer-link">
          {t('common.termsAndConditions')}
        </a>
        <a href={LEGAL_DOCUMENTS.privacy} target="_blank" rel="noopener" data-part="shell-footer-link">
          {t('common.privacyPolicy')}
        </a>
      </div>
    </footer>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../public-ui/PublicFrame';

/** The catch-all page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('common.pageNotFound')}>
      <div className="hs-stack">
        <p>{t('host.notFound.text')}</p>
        <RouterLink className="hs-link" to="/">
          {t('host.notFound.home')}
        </RouterLink>
      </div>
    </PublicFrame>
  );
}

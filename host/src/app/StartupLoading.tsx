import { translate } from '@haulstop/shared/i18n';
import { Spinner } from '../public-ui/parts';

/** 'Loading...' until the configuration is fetched (the language files come after it). */
export function StartupLoading() {
  return (
    <div className="hs-center" role="status">
      <Spinner />
      <p style={{ margin: 0 }}>{translate('common.loading', 'Loading...')}</p>
    </div>
  );
}

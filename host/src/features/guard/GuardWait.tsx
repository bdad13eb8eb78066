import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH, SHELL_HEADER_HEIGHT } from '@haulstop/shared/constants';

const Bone = ({ w, h, max, grow }: { w?: string; h: number; max?: number; grow?: boolean }) => (
  <span className="hs-skeleton" style={{ width: w, height: h, maxWidth: max, flex: grow ? 1 : undefined }} />
);

/**
 * The route guard's wait (SPEC §2.2 'Loading...', read by screen readers), shaped like the console
 * at the shell's own sizes (header bar, the drawer on wide screens, a page's heading, toolbar and
 * rows, as shared/src/ui/skeletons/PageSkeleton.tsx draws a page). Plain elements styled in
 * public/index.html: it shows while the console's code, Chakra included, is on its way.
 */
export function GuardWait() {
  return (
    <div className="hs-wait">
      <div className="hs-wait-header" style={{ height: SHELL_HEADER_HEIGHT }} aria-hidden="true">
        <Bone w="32px" h={32} />
        <Bone w="120px" h={28} />
        <span style={{ flex: 1 }} />
        <Bone w="140px" h={28} />
      </div>
      <div className="hs-wait-body">
        <div className="hs-wait-drawer" style={{ width: DRAWER_WIDTH }} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Bone key={i} h={20} />
          ))}
        </div>
        <PageBones />
      </div>
    </div>
  );
}

/** A page's shape while it loads (its heading, toolbar and rows; 'Loading...' for screen readers). */
export function PageBones() {
  const { t } = useTranslation();
  return (
    <div className="hs-wait-page" role="status" aria-live="polite" data-testid="page-skeleton">
      <span className="hs-sr-only">{t('common.loading')}</span>
      <Bone w="40%" h={28} max={320} />
      <div className="hs-wait-row">
        <Bone h={36} grow max={360} />
        <Bone w="120px" h={36} />
      </div>
      {Array.from({ length: 6 }, (_, i) => (
        <Bone key={i} h={36} />
      ))}
    </div>
  );
}

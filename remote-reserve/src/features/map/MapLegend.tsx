import { useTranslation } from 'react-i18next';
import { availabilityCss, type Availability } from './availability';
import { useStaticCss } from './static-css';

const LEGEND: readonly Availability[] = ['open', 'low', 'full'];

// The legend as plain rules added once (the lot list's pattern; no design system on the
// public /globaldashboard).
const LEGEND_CSS = `
.hs-map-legend { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 0.5rem; }
.hs-map-legend > [role=listitem] { display: flex; align-items: center; gap: 0.25rem; }
.hs-map-legend [data-part=dot] { width: 10px; height: 10px; border-radius: 9999px; }
.hs-map-legend p { margin: 0; font-size: 0.75rem; color: #52525b; }
${availabilityCss((marked) => `.hs-map-legend ${marked}`)}
`;

/** What the marker colours mean. */
export function MapLegend() {
  const { t } = useTranslation();
  useStaticCss('map-legend', LEGEND_CSS);
  return (
    <div className="hs-map-legend" aria-label={t('reserve.map.legend')} role="list">
      {LEGEND.map((availability) => (
        <div key={availability} role="listitem">
          <span data-part="dot" data-availability={availability} aria-hidden="true" />
          <p>{t(`reserve.map.availability.${availability}`)}</p>
        </div>
      ))}
    </div>
  );
}

// Shared list pieces (status badge, paged table, paged fetching, formatting) for every remote.
export {
  EMPTY_VALUE,
  formatDate,
  formatCount,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRate,
  formatTimeZone,
  formattersFor,
  intlLocale,
} from './format';
export { PagedTable, pageCount, type PagedColumn, type PagedTableProps } from './PagedTable';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { CellLink } from './CellLink';
export { LoadErrorAlert, type LoadErrorAlertProps } from './LoadErrorAlert';
export { SearchBox } from './SearchBox';
export { SectionCard } from './SectionCard';
export { PageHeader } from './PageHeader';
export { MeasureLabel } from './MeasureLabel';
export { useOrganizationDateTime } from './useOrganizationDateTime';

/** The dashboard's periods (last 7, 30, 90 days), 30 by default. */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];

/** The period a URL asks for (`?days=7`); anything else is the default 30. */
export function dashboardDaysOf(value: string | null): DashboardDays {
  const days = Number(value);
  return (DASHBOARD_DAYS as readonly number[]).includes(days) ? (days as DashboardDays) : 30;
}

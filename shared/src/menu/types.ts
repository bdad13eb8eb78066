/** Org types as the menu catalogue spells them. */
export type MenuOrgType = 'carrier' | 'parking lot owner' | 'broker';

/** Who sees an item by organisation: 'admin' = the platform organisation only. */
export type MenuView = 'admin' | 'user' | 'both';

/** A menu page. role 'user' is a single link; any other role marks a group. */
export type MenuPage = {
  id: number;
  pageName: string;
  /** i18n key in common.json */
  pageNameCode: string;
  /** '' for a group, which has no page of its own */
  pageRoute: string;
  innerRoute?: string;
  /**
   * Detail and edit routes reached from this page (e.g. /editCarrierDetails from
   * /carrierOrganization); not in SPEC §3's field list, added so one access check covers them.
   */
  relatedRoutes?: readonly string[];
  iconClass: string;
  role: 'user' | 'admin';
  childrenRoute: readonly MenuPage[];
  /** empty = no org type restriction */
  orgType: readonly MenuOrgType[];
  view: MenuView;
  notFor?: string;
  carrierNetwork?: boolean;
};

/** One breadcrumb: a link name (and its i18n key) and a path (null for a group, which has no page). */
export type Breadcrumb = { name: string; nameCode: string; path: string | null };

/** The id of the main area: the skip link's target and where focus goes after navigation. */
export const MAIN_ID = 'main-content';

/** The drawer's element id, shared by its server markup and the client behaviour. */
export const DRAWER_ID = 'site-drawer'

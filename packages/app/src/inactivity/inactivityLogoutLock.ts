/** The Web Lock held by the tab that performs the inactivity logout. */
export const inactivityLogoutLock = 'admissions-inactivity-logout';

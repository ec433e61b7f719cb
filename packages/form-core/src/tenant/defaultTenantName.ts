/**
 * The tenant served when TENANT is not set (the server, `npm run dev`, the
 * app's tests): the one place it is written.
 */
export const defaultTenantName = 'nsu-international';

/** Where the auto-updater lives in the admin (links in emails, redirects, the page's polling). */
export const adminPath = "/admin/transfer-bonuses";

/** Where a visitor's account lives; the header, the emails and the routes link here. */
export const accountPath = "/account";
export const signInPath = "/account/sign-in";
export const codePath = "/account/sign-in/code";
export const signOutPath = "/account/sign-out";
export const passkeysPath = "/account/passkeys";
export const passkeySignInPath = "/account/sign-in/passkey";
export const walletPath = "/account/wallet";
export const walletExportPath = "/account/wallet/export";
export const walletImportPath = "/account/wallet/import";
export const alertsPath = "/account/alerts";

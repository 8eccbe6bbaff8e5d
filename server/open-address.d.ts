/** Types for server/open-address.js, which server/main.js loads without a build step. */
export function openAddress(host: string, port: number): string;

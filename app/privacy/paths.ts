/** The self-service pages' addresses, shared by the pages (browser code) and the server. */
export const selfServicePath = "/privacy/my-data";
export const accessPath = `${selfServicePath}/access`;
export const exportPath = `${selfServicePath}/export`;

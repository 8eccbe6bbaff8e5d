/**
 * The address a person opens to reach the site this process serves: `localhost` when it listens
 * on every interface (the default), otherwise the address it listens on.
 * @param {string} host the HOST it listens on
 * @param {number} port the port it got (PORT=0 picks one)
 */
export function openAddress(host, port) {
  const everyInterface = host === "0.0.0.0" || host === "::";
  const name = everyInterface ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

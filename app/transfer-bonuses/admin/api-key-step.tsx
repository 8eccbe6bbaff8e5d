import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import type { KeySource } from "../api-key.server";
import { intents } from "./intents";

export function ApiKeyStep({ apiKey }: { apiKey: { masked: string; source: KeySource } | null }) {
  return (
    <section aria-labelledby="api-key-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="api-key-heading" className="text-lg font-semibold text-slate-900">
        Step 1: Firecrawl API key
      </h2>
      {apiKey ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p className="text-slate-700">
            Key in use: <code className="font-mono">{apiKey.masked}</code>
            {apiKey.source === "environment" ? " (set by FIRECRAWL_API_KEY on the server)" : " (saved on the server)"}
          </p>
          {apiKey.source === "saved" ? (
            <Form method="post">
              <input type="hidden" name="intent" value={intents.removeKey} />
              <button type="submit" className={buttonClass("secondary")}>
                Change API Key
              </button>
            </Form>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Optional. With a key the page is read through the Firecrawl scraping service; without one it is fetched directly. The key is
            tested (at no credit cost), kept on the server and never shown again.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value={intents.saveKey} />
            <div>
              <label htmlFor="api-key" className="block text-sm font-medium text-slate-800">
                Firecrawl API key
              </label>
              <input
                id="api-key"
                name="apiKey"
                type="password"
                autoComplete="off"
                placeholder="fc-..."
                className="mt-1 block w-72 rounded-md border border-slate-300 px-3 py-2"
              />
            </div>
            <button type="submit" className={buttonClass()}>
              Save API Key
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

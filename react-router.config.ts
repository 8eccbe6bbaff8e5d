import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Route middleware lets one admin guard wrap every /admin loader and action.
    v8_middleware: true,
  },
} satisfies Config;

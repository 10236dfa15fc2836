import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every v8 flag is set explicitly so that builds stay quiet and behaviour does not
  // change under us when React Router flips a default.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;

// Stands in for vite-plugin-pwa's `virtual:pwa-register` under Vitest (apps/web/vitest.config.ts), where the
// plugin is not loaded: registers nothing, like the module the plugin serves in `vite dev`.
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}

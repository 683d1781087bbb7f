/** The route of a tool: its own path when the manifest names one, else /tools/{id}. */
export function toolPath(manifest: { id: string; path?: string }): string {
  return manifest.path ?? `/tools/${manifest.id}`;
}

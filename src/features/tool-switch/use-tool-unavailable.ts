import { usePublicConfig } from '../config/use-public-config.ts';

/**
 * The operator's reason when they switched this tool off (GET /api/config, read at run time, so
 * the prerendered page stays as it is); null while the tool is on or the config is not known yet.
 */
export function useToolUnavailable(toolId: string): string | null {
  const disabled = usePublicConfig()?.disabledTools;
  return disabled && Object.hasOwn(disabled, toolId) ? (disabled[toolId] ?? '') : null;
}

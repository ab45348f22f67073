import { createContext, useContext } from 'react';

export interface OpenSettingsRequest {
  /** Put focus on the active endpoint's API key field (when it has one) instead of the dialog's first control. */
  focus?: 'api-key';
}

/**
 * Opens the settings dialog, which the layout owns, from anywhere under it: an error state that the user
 * fixes in the settings (a refused API key) offers the way there. Null outside the layout.
 */
export const OpenSettingsContext = createContext<((request?: OpenSettingsRequest) => void) | null>(null);

export function useOpenSettings(): ((request?: OpenSettingsRequest) => void) | null {
  return useContext(OpenSettingsContext);
}

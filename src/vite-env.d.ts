/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base URL (the part before /api/v3); empty or unset means this page's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

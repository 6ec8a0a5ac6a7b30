/// <reference types="vite/client" />

// `interface` here on purpose: declaration merging is how Vite's env typing is extended.
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

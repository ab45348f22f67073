import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppErrorBoundary } from './app/AppErrorBoundary.tsx';
import { endpointFromEnvironment } from './api/endpoint.ts';
import { applyImagePolicy } from './settings/image-policy.ts';
import { readSettings } from './settings/settings.ts';
import { loadRuntimeConfig, type RuntimeConfig } from './settings/runtime-config.ts';
import { prepareLanguage, startingLanguage } from './app/i18n/page-language.ts';
import './styles/global.css';

// Before anything renders: unless the user allowed token images, images come only from this origin.
applyImagePolicy(readSettings().tokenImages);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// As a transition: React renders the first screen in slices, handing the main thread back between them,
// instead of in the task that evaluated this module (one long task of both).
function render(rootElement: HTMLElement, runtimeConfig: RuntimeConfig | undefined) {
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        {/* Also around App itself: its own hooks (the settings, the endpoint) run outside its boundary. */}
        <AppErrorBoundary>
          <App endpoint={endpointFromEnvironment(import.meta.env)} runtimeConfig={runtimeConfig} />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}

// The deploy's config.json (preloaded by index.html, so it came with the scripts) is read before the
// first render, hence before the first API request; another language's chunk loads at the same time.
// English needs nothing else, so the first screen waits on no more than the config's answer.
void Promise.all([loadRuntimeConfig(), prepareLanguage(startingLanguage())]).then(([runtimeConfig]) =>
  render(root, runtimeConfig),
);

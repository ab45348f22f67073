import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppErrorBoundary } from './app/AppErrorBoundary.tsx';
import { endpointFromEnvironment } from './api/endpoint.ts';
import { applyImagePolicy } from './settings/image-policy.ts';
import { readSettings } from './settings/settings.ts';
import { prepareLanguage, startingLanguage } from './app/i18n/page-language.ts';
import './styles/global.css';

// Before anything renders: unless the user allowed token images, images come only from this origin.
applyImagePolicy(readSettings().tokenImages);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// As a transition: React renders the first screen in slices, handing the main thread back between them,
// instead of in the task that evaluated this module (one long task of both).
function render(rootElement: HTMLElement) {
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        {/* Also around App itself: its own hooks (the settings, the endpoint) run outside its boundary. */}
        <AppErrorBoundary>
          <App endpoint={endpointFromEnvironment(import.meta.env)} />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}

// English renders at once; another language first loads its one chunk, so the first screen is in it.
const prepared = prepareLanguage(startingLanguage());
if (typeof prepared === 'string') render(root);
else void prepared.then(() => render(root));

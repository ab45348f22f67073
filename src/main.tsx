import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { endpointFromEnvironment } from './api/endpoint.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <App endpoint={endpointFromEnvironment(import.meta.env)} />
  </StrictMode>,
);

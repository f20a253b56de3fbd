import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { listenForInstallPrompt } from './lib/install-prompt';
import { startTokenRefresh } from './lib/token-refresh';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Renews the ID token a minute before it expires, for as long as the page is open.
startTokenRefresh();
// Installable site (spec 01 §2, §9): the install offer is caught before any screen has loaded.
listenForInstallPrompt();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);

import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './config/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Chinese comes in about a hundred unicode-range slices: their style sheet loads beside the app
// rather than before its first paint, and a slice's file only when the page shows one of its characters.
void import('@fontsource-variable/noto-sans-sc');
await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { followThemeChanges } from '@/lib/theme';
import '@/index.css';

// index.html set the theme before first paint; from here on it follows the system and other tabs.
followThemeChanges();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

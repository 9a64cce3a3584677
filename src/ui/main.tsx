import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/dataSources.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { createRoot } from 'react-dom/client';
import { addErrorHandler, start } from 'single-spa';
import { initI18n } from '@marketplace/i18n';
import { App } from './app/App';
import { sessionController } from './session/sessionController';
import './styles.css';

// Parcel errors would otherwise be rethrown as uncaught; the outlet shows its own fallback.
addErrorHandler((error) => console.error('single-spa', error));
// Patches history.pushState/replaceState to announce every URL change with a popstate event, so
// the shell's router and each remote's own router follow navigations made by the other.
start({ urlRerouteOnly: true });

void initI18n().then(() => {
  void sessionController.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<App />);
});

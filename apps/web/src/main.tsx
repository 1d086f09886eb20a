import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import './styles/header.css';
import './styles/page.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { QUERY_STATE_ELEMENT_ID } from '@starlane/contract';
import { hydrateQueryState } from './app/ssr/query-state';
import { createQueryClient } from './lib/query-client';
import { stashMailedCodes } from './lib/mailed-codes';

// First of all: mailed codes leave the address bar before any other script can read it.
stashMailedCodes();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A server-rendered page brings the query cache it was rendered with (docs/decisions/0012): hydrate from
// it, so the first render matches the HTML and nothing is fetched twice. The dev server sends no state.
const state = document.getElementById(QUERY_STATE_ELEMENT_ID);
if (state?.textContent) {
  const queryClient = createQueryClient();
  hydrateQueryState(queryClient, state.textContent);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

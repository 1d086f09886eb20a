import './styles/bootstrap.scss';
import './styles/theme.css';
import './styles/header.css';
import './styles/page.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { localeOfPath, QUERY_STATE_ELEMENT_ID } from '@starlane/contract';
import { loadMessages } from './lib/i18n/messages';
import { hydrateQueryState } from './app/ssr/query-state';
import { createQueryClient } from './lib/query-client';
import { stashMailedCodes } from './lib/mailed-codes';

// First of all: mailed codes leave the address bar before any other script can read it.
stashMailedCodes();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  // The page's language is its path's (docs/decisions/0072); its texts are a chunk of their own, which the
  // server already preloads.
  const locale = localeOfPath(window.location.pathname);
  const i18n = { locale, t: await loadMessages(locale) };
  // A server-rendered page brings the query cache it was rendered with (docs/decisions/0012): hydrate from
  // it, so the first render matches the HTML and nothing is fetched twice. The dev server sends no state.
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (state?.textContent) {
    const queryClient = createQueryClient();
    hydrateQueryState(queryClient, state.textContent);
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  }
}

void start(container);

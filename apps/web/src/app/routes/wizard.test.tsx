import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Recommendation, VisitorTaste, WizardChoices } from '@starlane/contract';
import { jsonBody } from '@/testing/json-body';
import {
  fakeAuth,
  jsonResponse,
  makeCategory,
  makeVideo,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { en } from '@/lib/i18n/en';
import WizardPage from './wizard';

const WIZARD_SAVED = en.wizard.saved;

const choices: WizardChoices = {
  categories: [makeCategory(1, 'Comedy', true), makeCategory(2, 'Drama', true)],
  actors: [{ id: 7, wmcExternalId: 'a7', firstName: 'Ann', lastName: 'Bee', profilePicture: null }],
};

afterEach(() => {
  window.localStorage.clear();
});

describe('the wizard', () => {
  it('keeps a visitor’s picks in this browser and shows the mix they yield', async () => {
    const asked: VisitorTaste[] = [];
    mockFetch({
      'GET /api/recommendations/wizard': () => jsonResponse(choices),
      'POST /api/recommendations/visitor': (_url, init) => {
        asked.push(jsonBody(init) as VisitorTaste);
        const mix: Recommendation[] = [{ video: makeVideo(3), reason: 'Because you like Drama' }];
        return jsonResponse({ $values: mix });
      },
    });
    renderWithProviders(<WizardPage />, { auth: fakeAuth({ status: 'anonymous' }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Drama' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ann Bee' }));
    // Nothing is asked for before the picks are saved: there is no taste yet.
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save my picks' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WIZARD_SAVED);
    expect(JSON.parse(window.localStorage.getItem('starlane.wizard-picks') ?? 'null')).toEqual({
      categoryIds: ['c2'],
      actorIds: ['a7'],
    });
    expect(await screen.findByText('Because you like Drama')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ categoryIds: ['c2'], actorIds: ['a7'], videoIds: [] });
    expect(screen.getByRole('checkbox', { name: 'Drama' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Comedy' })).not.toBeChecked();
  });

  it('saves a member’s picks on the server, starting from those saved before', async () => {
    const saved: unknown[] = [];
    mockFetch({
      'GET /api/recommendations/wizard': () => jsonResponse(choices),
      'GET /api/recommendations/preferences': () =>
        jsonResponse({ categories: [choices.categories[0]], actors: [] }),
      'POST /api/recommendations/preferences': (_url, init) => {
        saved.push(jsonBody(init));
        return jsonResponse({ categories: choices.categories, actors: [] });
      },
      'GET /api/recommendations/mine': () => jsonResponse({ $values: [] }),
    });
    renderWithProviders(<WizardPage />, { auth: fakeAuth({ status: 'signedIn' }) });
    const user = userEvent.setup();

    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'Comedy' })).toBeChecked();
    });
    await user.click(screen.getByRole('checkbox', { name: 'Drama' }));
    await user.click(screen.getByRole('button', { name: 'Save my picks' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WIZARD_SAVED);
    expect(saved).toEqual([{ categoryIds: ['c1', 'c2'], actorIds: [] }]);
    expect(window.localStorage.getItem('starlane.wizard-picks')).toBeNull();
  });
});

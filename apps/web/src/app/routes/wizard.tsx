import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Actor, Category, TastePicks } from '@starlane/contract';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { usePreferences } from '@/features/recommendations/api/get-preferences';
import { useSavePreferences } from '@/features/recommendations/api/save-preferences';
import { useWizardChoices } from '@/features/recommendations/api/get-wizard-choices';
import { RecommendedRow } from '@/features/recommendations/components/recommended-row';
import { localPicks } from '@/features/recommendations/lib/taste';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import type { PageLoad } from '@/lib/page-load';
import { getWizardChoicesQueryOptions } from '@/features/recommendations/api/get-wizard-choices';
import { useMessages } from '@/lib/i18n/messages';

/** The picks saved so far: a member's on the server, a visitor's in this browser (both after hydration). */
function useSavedPicks(): TastePicks | undefined {
  const hydrated = useHydrated();
  const { isSignedIn } = useAuth();
  const local = localPicks.use();
  const server = usePreferences(hydrated && isSignedIn);
  if (!hydrated) return undefined;
  if (!isSignedIn) return local;
  if (!server.data) return undefined;
  return {
    categoryIds: server.data.categories.map((c) => c.wmcExternalId),
    actorIds: server.data.actors.map((a) => a.wmcExternalId),
  };
}

function toggle(list: string[], id: string, on: boolean): string[] {
  return on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id);
}

function PickList<T extends Category | Actor>({
  legend,
  items,
  nameOf,
  chosen,
  onChange,
}: {
  legend: string;
  items: T[];
  nameOf: (item: T) => string;
  chosen: string[];
  onChange: (id: string, on: boolean) => void;
}) {
  const idPrefix = useId();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{legend}</legend>
      <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-1">
        {items.map((item) => {
          const inputId = `${idPrefix}-${item.wmcExternalId}`;
          return (
            <div key={item.wmcExternalId} className="col form-check">
              <input
                id={inputId}
                type="checkbox"
                className="form-check-input"
                checked={chosen.includes(item.wmcExternalId)}
                onChange={(event) => {
                  onChange(item.wmcExternalId, event.target.checked);
                }}
              />
              <label htmlFor={inputId} className="form-check-label text-break">
                {nameOf(item)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The wizard (docs/decisions/0034): pick the categories and stars one likes; the picks are kept (on the
 * server for a member, in this browser for a visitor) and yield a personal mix, shown below and on home.
 */
export default function WizardPage() {
  const choices = useWizardChoices();
  const saved = useSavedPicks();
  const { isSignedIn } = useAuth();
  const save = useSavePreferences();
  const t = useMessages();
  const [draft, setDraft] = useState<TastePicks | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const picks = draft ?? saved ?? { categoryIds: [], actorIds: [] };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!isSignedIn) {
      localPicks.write(picks);
      setDraft(null);
      setStatus(t.wizard.saved);
      return;
    }
    save.mutate(picks, {
      onSuccess: () => {
        setDraft(null);
        setStatus(t.wizard.saved);
      },
      onError: (error) => {
        setStatus(errorMessage(error, t.common.somethingWentWrong));
      },
    });
  };

  return (
    <section className="py-3">
      <PageTitle title={t.wizard.title} />
      <h1>{t.wizard.title}</h1>
      <p className="lead">
        {t.wizard.intro}
        {isSignedIn ? null : ` ${t.wizard.staysInBrowser}`}
      </p>
      <QueryState query={choices} what={t.wizard.choices}>
        {({ categories, actors }) => (
          <form onSubmit={onSubmit} aria-label={t.wizard.yourPicks}>
            <PickList
              legend={t.wizard.categoriesYouLike}
              items={categories}
              nameOf={(c) => c.name}
              chosen={picks.categoryIds}
              onChange={(id, on) => {
                setDraft({ ...picks, categoryIds: toggle(picks.categoryIds, id, on) });
              }}
            />
            <PickList
              legend={t.wizard.starsYouLike}
              items={actors}
              nameOf={(a) => `${a.firstName} ${a.lastName}`}
              chosen={picks.actorIds}
              onChange={(id, on) => {
                setDraft({ ...picks, actorIds: toggle(picks.actorIds, id, on) });
              }}
            />
            <div className="d-flex gap-3 align-items-center flex-wrap">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {t.wizard.save}
              </button>
              <Link to={paths.home}>{t.wizard.backHome}</Link>
              <p role="status" className="mb-0">
                {status}
              </p>
            </div>
          </form>
        )}
      </QueryState>
      <div className="mt-4">
        <RecommendedRow heading={t.wizard.yourMix} />
      </div>
    </section>
  );
}

export const load: PageLoad = ({ load }) => load(getWizardChoicesQueryOptions());

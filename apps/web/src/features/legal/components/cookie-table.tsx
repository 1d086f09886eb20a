import type { ReactNode } from 'react';

/** One cookie of the site's own: its name, what it is for, how long it lasts. */
export interface OwnCookie {
  name: ReactNode;
  purpose: ReactNode;
  lifetime: ReactNode;
}

/** The cookie policy's table of the site's own cookies, in either language (docs/decisions/0073). */
export function CookieTable({
  caption,
  headings,
  cookies,
}: {
  caption: ReactNode;
  /** The columns' headings: cookie, what it is for, how long it lasts. */
  headings: readonly [string, string, string];
  cookies: readonly OwnCookie[];
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-top">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie, i) => (
            <tr key={i}>
              <th scope="row">{cookie.name}</th>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

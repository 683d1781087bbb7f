import type { ReactNode } from 'react';

/** Frame of a text page: one heading, an optional lead, then sections. */
export function StaticPage({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <article className="page prose">
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </article>
  );
}

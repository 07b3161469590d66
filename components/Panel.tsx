import type { ReactNode } from "react";

/** A centered message card (404, errors, auth panels). */
export function Panel({
  title,
  children,
  tone = "info",
  actions,
}: {
  title: string;
  children?: ReactNode;
  tone?: "info" | "error" | "success";
  actions?: ReactNode;
}) {
  return (
    <section className={`panel panel-${tone}`}>
      <h1>{title}</h1>
      {children}
      {actions ? <div className="panel-actions">{actions}</div> : null}
    </section>
  );
}

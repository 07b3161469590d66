import { Panel } from "../../components/Panel";
import { LABELS } from "../content/labels";

/** The 404 card's words: the spec's title and hint, and what a visitor needs besides (issue 26). */
export const NOT_FOUND = {
  title: "404 Page Not Found",
  plain: "We couldn't find that page. The link may be old or have a typo in it. You can go back home or start a new story.",
  /** The spec's hint, kept word for word (it is meant for whoever runs the site). */
  hint: "Did you forget to add the page to the router?",
  home: "Return Home",
  meta: { title: "Page not found · Behavior Tales", description: "The page you asked for does not exist." },
} as const;

/** Any unknown page: what happened in plain words, the way home and to a new story, then the spec's hint. */
export function NotFoundPanel() {
  return (
    <Panel
      title={NOT_FOUND.title}
      actions={
        <>
          <a className="btn btn-primary" href="/">
            {NOT_FOUND.home}
          </a>
          <a className="btn btn-secondary" href="/behaviors">
            {LABELS.createAStory}
          </a>
        </>
      }
    >
      <p>{NOT_FOUND.plain}</p>
      <p className="not-found-hint">{NOT_FOUND.hint}</p>
    </Panel>
  );
}

import { RESEARCH_PAPER_PAGE } from "../../src/content/home";
import { Icon } from "./bits";

/** 'Access required': the research paper page reached without an e-mail (server page and island). */
export function AccessRequired() {
  const copy = RESEARCH_PAPER_PAGE.accessRequired;
  return (
    <section className="panel paper-card" aria-labelledby="paper-heading">
      <div className="paper-icon" aria-hidden="true">
        <Icon name="lock" size={34} />
      </div>
      <h1 id="paper-heading">{copy.heading}</h1>
      <p>{copy.text}</p>
      <div className="panel-actions">
        <a className="btn btn-primary" href={copy.link.href}>
          {copy.link.label}
        </a>
      </div>
    </section>
  );
}

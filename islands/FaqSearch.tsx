import { useMemo, useRef, useState, type MouseEvent, type SyntheticEvent } from "react";
import { Icon } from "../components/public/bits";
import { FAQ_PAGE, faqCategories, faqMatches } from "../src/content/faq";
import type { PlanFacts } from "../src/contracts/plan";

/**
 * The FAQ list with its search box. Server-rendered in full (and filtered by ?q= when a visitor without
 * JavaScript submits the search form); once hydrated it filters as you type. Items are
 * <details name="faq">, which browsers keep to one open at a time; onToggle does the same for older ones.
 * The answers quote the plan the server is configured with (`plan`), in the browser too.
 */
export default function FaqSearch({ plan, initialQuery = "" }: { plan: PlanFacts; initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const all = useMemo(() => faqCategories(plan), [plan]);
  const categories = all.map((c) => ({ ...c, items: c.items.filter((item) => faqMatches(item, query)) })).filter((c) => c.items.length > 0);
  const total = categories.reduce((n, c) => n + c.items.length, 0);
  const searching = query.trim() !== "";

  function clear(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    setQuery("");
    const url = new URL(window.location.href);
    url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    input.current?.focus();
  }

  function onToggle(e: SyntheticEvent<HTMLDetailsElement>) {
    const opened = e.currentTarget;
    if (!opened.open) return;
    for (const other of list.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) if (other !== opened) other.open = false;
  }

  return (
    <div className="faq">
      <form className="faq-search" role="search" method="get" action="/faq" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="faq-search" className="visually-hidden">
          Search questions
        </label>
        <span className="faq-search-icon" aria-hidden="true">
          <Icon name="search" size={20} />
        </span>
        <input
          ref={input}
          id="faq-search"
          type="search"
          name="q"
          placeholder={FAQ_PAGE.searchPrompt}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button className="btn btn-primary btn-sm faq-search-submit" type="submit">
          Search
        </button>
      </form>
      <p className="visually-hidden" aria-live="polite">
        {searching ? `${total} ${total === 1 ? "question matches" : "questions match"} your search.` : ""}
      </p>
      {total === 0 ? (
        <div className="card empty-state">
          <h2>{FAQ_PAGE.noResults.title}</h2>
          <p className="muted">{FAQ_PAGE.noResults.hint}</p>
          <a className="btn btn-secondary" href="/faq" onClick={clear}>
            {FAQ_PAGE.noResults.clearLabel}
          </a>
        </div>
      ) : (
        <div ref={list} className="faq-categories">
          {categories.map((c) => (
            <section key={c.id} className="faq-category" aria-labelledby={`faq-cat-${c.id}`}>
              <h2 id={`faq-cat-${c.id}`}>{c.title}</h2>
              <div className="faq-items">
                {c.items.map((item) => (
                  <details key={item.id} id={item.id} className="faq-item" name="faq" onToggle={onToggle}>
                    <summary>
                      <span>{item.question}</span>
                      <span className="faq-chevron" aria-hidden="true" />
                    </summary>
                    <div className="faq-answer">
                      {item.answer.map((p, i) => (
                        <p key={i}>{p}</p>
                      ))}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

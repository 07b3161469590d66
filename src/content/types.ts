/**
 * Small shared shapes for the static content modules in src/content/.
 * Everything here is plain, serializable data: safe to pass to islands as JSON props.
 */

/** A link rendered by the page: plain label plus an app path or absolute URL. */
export interface ContentLink {
  label: string;
  href: string;
  /** True for links that leave the site (open in a new tab with rel="noopener noreferrer"). */
  external?: boolean;
}

/** What the book's "For grown-ups" page needs: a behavior's topic, or a custom situation's own page (see `situationGuide`). */
export interface GrownUpsGuide {
  title?: string;
  ageNote?: string;
  /** "Safety first" paragraphs, printed before everything else (a custom situation with a baby, a road, a car, water or an animal). */
  safety?: string[];
  whyItHappens: string[];
  practice: string;
  whenToAskForHelp: string;
}

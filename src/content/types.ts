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

/**
 * The plan facts that public copy quotes (FAQ, support, home, legal). One definition here, imported by
 * every content module, so the numbers in the prose can't drift apart.
 *
 * They describe the product as advertised in the spec. The server's enforced quota comes from
 * configuration (FREE_STORIES, default 3; FREE_STORY_PERIOD, default "month" = calendar month, UTC);
 * an operator who changes those should change these too.
 */

export const FREE_STORIES_PER_MONTH = 3;
export const PREMIUM_PRICE_USD = 29;
/** "$29 per year" */
export const PREMIUM_PRICE_LABEL = `$${PREMIUM_PRICE_USD} per year`;

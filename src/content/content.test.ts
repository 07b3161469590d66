import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIORS, BEHAVIOR_IDS } from "../contracts/catalog";
import { CUSTOM_GUIDE, GUIDE_PAGE, GUIDE_TOPICS, GUIDE_TOPIC_LIST, grownUpsGuide } from "./guide";
import { TIPS_PAGE, TIPS_TABS } from "./tips";
import { BLOG_ARTICLES, BLOG_NEWSLETTER, BLOG_PAGE, FEATURED_ARTICLE, RECENT_ARTICLES, countWords } from "./blog";
import { FAQ_PAGE, STILL_HAVE_QUESTIONS, faqCategories, faqMatches } from "./faq";
import { SUPPORT_PAGE, supportTabs } from "./support";
import { COOKIES, COOKIE_POLICY, LEGAL_SLUGS, PRIVACY_POLICY, copyrightNotice, legalDocument, termsOfService } from "./legal";
import { CONTACT, RESEARCH_PAPER_PAGE, RESEARCH_PAPER_SENT, aboutCopy, homeCopy, researchPaperSentText } from "./home";
import { META_ROUTES, pageMeta, pageMetas } from "./meta";
import type { PlanFacts } from "../contracts/plan";
import { LABELS } from "./labels";
import { behaviorLabel } from "../contracts/catalog";

/** Every string inside a value (objects, arrays, nested), for whole-site text checks. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every `href` inside a value. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      (k === "href" || k === "hrefSignedIn" || k === "hrefSignedOut") && typeof v === "string" ? [v] : hrefs(v),
    );
  }
  return [];
}

const text = (value: unknown) => strings(value).join("\n");
const YEAR = 2025;
/** The default configuration's plan (FREE_STORIES=3, FREE_STORY_PERIOD=month): the copy the spec quotes. */
const PLAN: PlanFacts = { freeStories: 3, period: "month" };
const FAQ_CATEGORIES = faqCategories(PLAN);
const SUPPORT_TABS = supportTabs(PLAN);
const TERMS_OF_SERVICE = termsOfService(PLAN);
const HOME = homeCopy(PLAN);
const ABOUT = aboutCopy(PLAN);
const PAGE_META = pageMetas(PLAN);
const LEGAL_DOCS = LEGAL_SLUGS.map((s) => legalDocument(s, YEAR, PLAN));

const ALL_CONTENT = {
  GUIDE_PAGE,
  GUIDE_TOPICS,
  CUSTOM_GUIDE,
  TIPS_PAGE,
  TIPS_TABS,
  BLOG_PAGE,
  BLOG_NEWSLETTER,
  BLOG_ARTICLES,
  FAQ_PAGE,
  FAQ_CATEGORIES,
  STILL_HAVE_QUESTIONS,
  SUPPORT_PAGE,
  SUPPORT_TABS,
  LEGAL_DOCS,
  COOKIES,
  HOME,
  ABOUT,
  RESEARCH_PAPER_SENT,
  RESEARCH_PAPER_PAGE,
  CONTACT,
  PAGE_META,
};

describe("behavior guide", () => {
  it("has a topic for every behavior in the catalog, and nothing else", () => {
    expect(Object.keys(GUIDE_TOPICS).sort()).toEqual([...BEHAVIOR_IDS].sort());
    expect(GUIDE_TOPIC_LIST.map((t) => t.id)).toEqual(BEHAVIORS.map((b) => b.id));
    expect(GUIDE_TOPIC_LIST).toHaveLength(20);
  });

  it.each(BEHAVIOR_IDS)("%s explains why it happens and how to use a story", (id) => {
    const topic = GUIDE_TOPICS[id];
    expect(topic.id).toBe(id);
    expect(topic.title.trim()).not.toBe("");
    expect(topic.summary.trim()).not.toBe("");
    expect(topic.whyItHappens.length).toBeGreaterThanOrEqual(2);
    expect(topic.whyItHappens.length).toBeLessThanOrEqual(3);
    expect(topic.storytellingTips.length).toBeGreaterThanOrEqual(3);
    expect(topic.storytellingTips.length).toBeLessThanOrEqual(5);
    for (const p of [...topic.whyItHappens, ...topic.storytellingTips]) expect(p.trim().length).toBeGreaterThan(20);
  });

  /** The book's "For grown-ups" texts: sized for one printed page, whole sentences, calm, and never naming a strategy. */
  function expectGrownUpsText(s: string, what: "practice" | "whenToAskForHelp") {
    expect(s.length, s).toBeGreaterThanOrEqual(80);
    expect(s.length, s).toBeLessThanOrEqual(400);
    expect(s, s).toMatch(/^[A-Z]/);
    const sentences = s.split(/(?<=[.!?]["”]?)\s+(?=[A-Z"“])/);
    expect(sentences.length, s).toBeGreaterThanOrEqual(2);
    expect(sentences.length, s).toBeLessThanOrEqual(3);
    for (const sentence of sentences) expect(sentence, s).toMatch(/[.!?]["”]?$/);
    expect(s, s).not.toMatch(/\s{2}|\s[,.;]/);
    expect(s, s).not.toMatch(/\b(disorder|abnormal|dangerous|worry(ing)? sign)\b/i);
    if (what === "practice") {
      // The story's own strategy name is printed just above: here it is "the steps from the story".
      expect(s, s).not.toMatch(/[A-Z][a-z]+-[A-Z]/);
      expect(s, s).toMatch(/\bstory\b/);
      expect(s, s).toMatch(/\bweek\b/);
    } else {
      expect(s, s).toMatch(/\b(doctor|pediatrician|teacher|counselor)\b/);
      expect(s.split(/\s+/).length, s).toBeLessThanOrEqual(65);
    }
  }

  it.each(BEHAVIOR_IDS)("%s tells grown-ups how to practice this week and when to ask for help", (id) => {
    const topic = GUIDE_TOPICS[id];
    expectGrownUpsText(topic.practice, "practice");
    expectGrownUpsText(topic.whenToAskForHelp, "whenToAskForHelp");
  });

  it("has a general 'For grown-ups' page for custom situations", () => {
    expect(CUSTOM_GUIDE.whyItHappens.length).toBeGreaterThanOrEqual(1);
    expect(CUSTOM_GUIDE.whyItHappens.length).toBeLessThanOrEqual(2);
    for (const p of CUSTOM_GUIDE.whyItHappens) expect(p.trim().length).toBeGreaterThan(20);
    expectGrownUpsText(CUSTOM_GUIDE.practice, "practice");
    expectGrownUpsText(CUSTOM_GUIDE.whenToAskForHelp, "whenToAskForHelp");
  });

  /** Words that would tell the parent of a school-age child that their child is behind, or talk about someone else's child. */
  const YOUNGER_CHILDREN = /toddler|under (about )?[2-5]\b|preschool/i;
  /** UK words the US site must not use (it says "Mom", "pediatrician", "recess"). */
  const UK_WORDS =
    /health visitor|nursery|\bqueue|pocket money|\bmaths\b|\bmum(my)?\b|colour|behaviour|favourite|organis|practis(e|ing)\b|centre|told off|telling-off/i;

  /** The school-age block: one paragraph of 60–110 words, then practice and help held to the book's limits. */
  function expectOlderGuide(older: { whyItHappens: string; practice: string; whenToAskForHelp: string } | undefined) {
    expect(older).toBeDefined();
    const { whyItHappens, practice, whenToAskForHelp } = older!;
    const words = whyItHappens.trim().split(/\s+/).length;
    expect(words, whyItHappens).toBeGreaterThanOrEqual(60);
    expect(words, whyItHappens).toBeLessThanOrEqual(110);
    expect(whyItHappens, whyItHappens).toMatch(/^[A-Z].*[.!?]$/s);
    expect(whyItHappens, whyItHappens).not.toMatch(/\n|\s{2}|\s[,.;]/);
    expectGrownUpsText(practice, "practice");
    expectGrownUpsText(whenToAskForHelp, "whenToAskForHelp");
    for (const s of [whyItHappens, practice, whenToAskForHelp]) {
      expect(s, s).not.toMatch(YOUNGER_CHILDREN);
      expect(s, s).not.toMatch(UK_WORDS);
    }
  }

  it.each(BEHAVIOR_IDS)("%s has grown-ups' texts written for school-age children", (id) => {
    expectOlderGuide(GUIDE_TOPICS[id].older);
  });

  it("has school-age texts for custom situations, calm about ordinary fears", () => {
    expectOlderGuide(CUSTOM_GUIDE.older);
    for (const s of [CUSTOM_GUIDE.whenToAskForHelp, CUSTOM_GUIDE.older.whenToAskForHelp]) {
      expect(s, s).not.toMatch(/loses? skills|already had|regress|urgent|immediately|right away/i);
      expect(s, s).toMatch(/most days for several weeks/);
      expect(s, s).toMatch(/getting worse/);
      expect(s, s).toMatch(/someone is getting hurt/);
    }
    for (const s of strings(CUSTOM_GUIDE)) expect(s, s).not.toMatch(UK_WORDS);
  });

  it.each(BEHAVIOR_IDS)("gives a %s book for 8-10 or 6-7 the school-age texts, with no age note", (id) => {
    for (const band of ["8-10", "6-7"]) {
      const guide = grownUpsGuide(id, band);
      expect(guide).not.toHaveProperty("ageNote");
      expect(guide.title).toBe(GUIDE_TOPICS[id].title);
      expect(guide.whyItHappens).toEqual([GUIDE_TOPICS[id].older!.whyItHappens]);
      expect(guide.practice).toBe(GUIDE_TOPICS[id].older!.practice);
      expect(guide.whenToAskForHelp).toBe(GUIDE_TOPICS[id].older!.whenToAskForHelp);
      for (const s of strings(guide)) expect(s, s).not.toMatch(YOUNGER_CHILDREN);
    }
  });

  it("gives a custom story's book for 8-10 or 6-7 the school-age custom texts", () => {
    for (const band of ["8-10", "6-7"]) {
      for (const behavior of ["custom", "constructor", ""]) {
        expect(grownUpsGuide(behavior, band)).toEqual({
          whyItHappens: [CUSTOM_GUIDE.older.whyItHappens],
          practice: CUSTOM_GUIDE.older.practice,
          whenToAskForHelp: CUSTOM_GUIDE.older.whenToAskForHelp,
        });
      }
    }
  });

  it("keeps the toddler and preschool guide for 2-3, 4-5 and books with no or an unknown band", () => {
    const young = AGE_BANDS.filter((b) => b !== "6-7" && b !== "8-10");
    expect(young).toEqual(["2-3", "4-5"]);
    for (const band of [...young, undefined, "", "10"]) {
      expect(grownUpsGuide("not-sharing", band)).toBe(GUIDE_TOPICS["not-sharing"]);
      expect(grownUpsGuide("custom", band)).toBe(CUSTOM_GUIDE);
    }
  });

  it('never says "health visitor": the site uses US terms', () => {
    for (const s of strings(ALL_CONTENT)) expect(s, s).not.toMatch(/health visitor/i);
    for (const id of BEHAVIOR_IDS) {
      for (const band of [...AGE_BANDS, undefined]) {
        for (const s of strings(grownUpsGuide(id, band))) expect(s, s).not.toMatch(/health visitor/i);
      }
    }
  });

  it("gives each story's book the guide for its behavior, and the custom guide otherwise", () => {
    expect(grownUpsGuide("bedtime")).toBe(GUIDE_TOPICS.bedtime);
    expect(grownUpsGuide("bedtime").title).toBe("Bedtime Battles");
    expect(grownUpsGuide("not-sharing")).toBe(GUIDE_TOPICS["not-sharing"]);
    expect(grownUpsGuide("custom")).toBe(CUSTOM_GUIDE);
    expect(grownUpsGuide("custom").title).toBeUndefined();
    expect(grownUpsGuide("constructor")).toBe(CUSTOM_GUIDE);
    expect(grownUpsGuide("")).toBe(CUSTOM_GUIDE);
  });

  it("uses the spec's dialog headings and links to the story form and the tips", () => {
    expect(GUIDE_PAGE.whyHeading).toBe("Why it Happens");
    expect(GUIDE_PAGE.tipsHeading).toBe("Storytelling Tips");
    expect(GUIDE_PAGE.links.map((l) => l.href)).toEqual(["/behaviors", "/parenting-tips"]);
  });
});

describe("parenting tips", () => {
  it("has the spec's three tabs, each with 4-6 tips", () => {
    expect(TIPS_TABS.map((t) => t.label)).toEqual(["Communication", "Positive Discipline", "Routines"]);
    for (const tab of TIPS_TABS) {
      expect(tab.tips.length).toBeGreaterThanOrEqual(4);
      expect(tab.tips.length).toBeLessThanOrEqual(6);
      for (const tip of tab.tips) expect(tip.body.length).toBeGreaterThan(0);
    }
    expect(hrefs(TIPS_PAGE)).toEqual(["/behaviors", "/behavior-guide"]);
  });
});

describe("blog", () => {
  it("has 6 articles: exactly one featured and five recent, newest first", () => {
    expect(BLOG_ARTICLES).toHaveLength(6);
    expect(BLOG_ARTICLES.filter((a) => a.featured)).toHaveLength(1);
    expect(FEATURED_ARTICLE.featured).toBe(true);
    expect(RECENT_ARTICLES).toHaveLength(5);
    const dates = RECENT_ARTICLES.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has unique ids and slugs, 2025 ISO dates and honest read times", () => {
    expect(new Set(BLOG_ARTICLES.map((a) => a.slug)).size).toBe(6);
    expect(new Set(BLOG_ARTICLES.map((a) => a.id)).size).toBe(6);
    for (const a of BLOG_ARTICLES) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.date).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.date))).toBe(false);
      expect(a.readTime).toBe(`${Math.ceil(countWords(a.body) / 200)} min read`);
      expect(a.category.trim()).not.toBe("");
      expect(a.author.trim()).not.toBe("");
    }
  });

  it.each(BLOG_ARTICLES.map((a) => [a.slug, a] as const))("%s is a full article of at least 500 words", (_slug, a) => {
    expect(countWords(a.body)).toBeGreaterThanOrEqual(500);
    expect(a.body.every((s) => s.paragraphs.length > 0)).toBe(true);
  });

  it("labels the spec's Load More button", () => {
    expect(BLOG_PAGE.loadMoreLabel).toBe("Load More Articles");
  });
});

describe("FAQ", () => {
  const faqText = text(FAQ_CATEGORIES);

  it("has the spec's four categories with 4-6 items each and unique ids", () => {
    expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual(["General Questions", "Account & Subscription", "Content & Stories", "Technical Support"]);
    for (const c of FAQ_CATEGORIES) {
      expect(c.items.length).toBeGreaterThanOrEqual(4);
      expect(c.items.length).toBeLessThanOrEqual(6);
    }
    const ids = FAQ_CATEGORIES.flatMap((c) => c.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers every point the spec lists", () => {
    expect(faqText).toMatch(/2-10|2 and 10/);
    expect(faqText).toMatch(/e-mail address and a password/);
    expect(faqText).toMatch(/Google/);
    expect(faqText).toMatch(/cancel/i);
    expect(faqText).toMatch(/active until the end of the current billing period/);
    expect(faqText).toMatch(/browser/i);
    expect(faqText).toMatch(/mobile-responsive/i);
    expect(faqText).toMatch(/Native apps are in development/);
    expect(faqText).toMatch(/encrypt/i);
    expect(faqText).toMatch(/in transit/);
    expect(faqText).toMatch(/at rest/);
    expect(faqText).toMatch(/3 stories per month/);
    expect(faqText).toMatch(/\$29 per year/);
    expect(faqText).toMatch(/A4/);
    expect(faqText).toMatch(/coloring page/i);
    expect(faqText).toMatch(/Custom Behavior/);
    expect(faqText).toMatch(/Editing generated stories isn't available/);
    expect(faqText).toMatch(/delete your account/i);
  });

  it("searches questions and answers case-insensitively", () => {
    const all = FAQ_CATEGORIES.flatMap((c) => c.items);
    expect(all.filter((i) => faqMatches(i, "STRIPE")).length).toBeGreaterThan(0);
    expect(all.filter((i) => faqMatches(i, "zebra crossing"))).toHaveLength(0);
    expect(all.every((i) => faqMatches(i, "  "))).toBe(true);
    expect(FAQ_PAGE.searchPrompt).toBe("Search questions...");
    expect(FAQ_PAGE.noResults.title).toBe("No results found");
    expect(FAQ_PAGE.noResults.clearLabel).toBe("Clear Search");
  });

  it("ends with the 'Still have questions?' card linking to support and contact", () => {
    expect(STILL_HAVE_QUESTIONS.heading).toBe("Still have questions?");
    expect(hrefs(STILL_HAVE_QUESTIONS)).toEqual(["/support", "/contact"]);
  });
});

describe("support center", () => {
  it("has the spec's tabs in order, Common Questions first and open by default", () => {
    expect(SUPPORT_PAGE.heading).toBe("Support Center");
    expect(SUPPORT_TABS.map((t) => t.label)).toEqual(["Common Questions", "Account Help", "Content Help", "Contact Us"]);
    expect(SUPPORT_PAGE.defaultTab).toBe("common");
  });

  it("walks through creating a story in the spec's steps and links each tab onward", () => {
    const [common, account, content, contact] = SUPPORT_TABS;
    const steps = common.items.find((i) => i.id === "create-story")?.steps?.join(" ") ?? "";
    for (const phrase of ["Log in", "'Create a Story'", "name and age", "behavior", "theme", "'Generate Story'"]) {
      expect(steps).toContain(phrase);
    }
    expect(text(common)).toMatch(/30-60 seconds/);
    expect(hrefs(common)).toContain("/faq");
    expect(text(account)).toMatch(/Profile page/);
    expect(text(account)).toMatch(/permanent/);
    expect(text(account)).toMatch(/Subscription page/);
    expect(text(content)).toMatch(/20 common behaviors/);
    expect(text(content)).toMatch(/'Custom Behavior'/);
    expect(hrefs(content)).toContain("/behavior-guide");
    expect(contact.cards.map((c) => c.title)).toEqual(["Live Chat", "Email Support"]);
    expect(contact.cards[0].action.label).toBe("Start Chat");
    expect(contact.cards[0].detail).toBe("Monday-Friday 9am-5pm EST");
    expect(contact.cards[1].action.href).toBe("/contact");
    expect(contact.cards[1].detail).toMatch(/24 hours/);
    expect(hrefs(contact)).toContain("/faq");
  });
});

/**
 * Labels quoted in running text: 'Generate Story'. An apostrophe inside or at the end of a word ("child's",
 * "parents'") is not a quote: a quote opens after a space or bracket and closes before a space or punctuation.
 */
function quotedLabels(value: unknown): string[] {
  const found: string[] = [];
  for (const s of strings(value)) for (const m of s.matchAll(/(?:^|[\s("])'([^'\s](?:[^']*[^'\s])?)'(?=[\s.,;:!?)"]|$)/gu)) found.push(m[1]!);
  return found;
}

describe("button labels in help copy", () => {
  /** Labels the spec gives that are not buttons of ours to name from LABELS: the Live Chat card's button and the failure toast. */
  const SPEC_GIVEN = ["Start Chat", "Failed to generate story"];

  it("finds quoted labels and ignores apostrophes", () => {
    expect(quotedLabels(["Click 'Generate Story'.", "The child's parents' book", "choose 'Custom Behavior' and ('Download PDF')"])).toEqual([
      "Generate Story",
      "Custom Behavior",
      "Download PDF",
    ]);
  });

  it("every label quoted in the support and FAQ copy is one the app shows (LABELS) or one the spec gives", () => {
    const allowed = new Set<string>([...Object.values(LABELS), ...SPEC_GIVEN]);
    const quoted = quotedLabels([SUPPORT_PAGE, SUPPORT_TABS, FAQ_PAGE, FAQ_CATEGORIES, STILL_HAVE_QUESTIONS]);
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    expect(quoted.filter((l) => !allowed.has(l))).toEqual([]);
  });

  it("LABELS are the labels the parent sees: the spec's support steps, the home call to action and the behavior option", () => {
    expect(LABELS.generateStory).toBe("Generate Story");
    expect(LABELS.createAStory).toBe("Create a Story");
    expect(HOME.hero.primaryAction.label).toBe(LABELS.createAStory);
    expect(behaviorLabel("custom")).toBe(LABELS.customBehavior);
    const steps = SUPPORT_TABS[0].items.find((i) => i.id === "create-story")!.steps!;
    expect(quotedLabels(steps)).toEqual([LABELS.createAStory, LABELS.generateStory]);
    expect(SUPPORT_TABS.find((t) => t.id === "contact")!.cards[0].action.label).toBe("Start Chat");
  });
});

describe("legal documents", () => {
  it("are the four spec pages, dated May 1, 2025, each linking to /contact", () => {
    expect(LEGAL_DOCS.map((d) => d.path)).toEqual(["/terms-of-service", "/privacy-policy", "/cookies", "/copyright"]);
    for (const d of LEGAL_DOCS) {
      expect(d.lastUpdatedLabel).toBe("Last updated: May 1, 2025");
      expect(d.lastUpdated).toBe("May 1, 2025");
      expect(d.contactLink.href).toBe("/contact");
      expect(hrefs(d.sections)).toContain("/contact");
    }
  });

  it.each(LEGAL_DOCS.map((d) => [d.title, d] as const))("%s states the age limit, non-commercial use and the AI-training ban", (_t, d) => {
    const all = text(d);
    expect(all).toMatch(/under 13/);
    expect(all).toMatch(/non-commercial/);
    expect(all).toMatch(/AI training|train[^.]*(artificial intelligence|AI) models/);
  });

  it("shows the given year on the copyright notice", () => {
    expect(text(copyrightNotice(2031))).toContain("© 2031 Behavior Tales");
  });

  it("names every cookie and storage key the app sets, and no tracking", () => {
    const policy = text(COOKIE_POLICY) + text(COOKIES);
    for (const name of [
      "bt_session",
      "__Host-bt_session",
      "bt_oauth",
      "_interaction",
      "_session",
      "_session.legacy",
      ".sig",
      "theme",
      "newsletterEmail",
      "stripe.com",
    ]) {
      expect(policy).toContain(name);
    }
    expect(policy).toMatch(/1 day/);
    expect(policy).toMatch(/10 minutes/);
    expect(policy).toMatch(/don't use analytics, advertising/);
  });

  it("tells the truth about what is stored and who handles payments", () => {
    const privacy = text(PRIVACY_POLICY);
    for (const fact of ["scrypt", "Stripe", "never sent to or stored by us", "OpenAI", "SendFox", "first name", "custom description", "1 day"]) {
      expect(privacy).toContain(fact);
    }
    expect(text(TERMS_OF_SERVICE)).toMatch(/\$29 per year/);
  });
});

describe("home, about and contact", () => {
  it("has the spec's labels, steps, ratings and consent text", () => {
    expect(HOME.hero.primaryAction.label).toBe("Create a Story");
    expect(HOME.hero.secondaryAction).toEqual({ label: "Learn More", href: "/about" });
    expect(HOME.howItWorks.steps.map((s) => s.title)).toEqual(["Personalize", "Generate", "Download"]);
    expect(HOME.howItWorks.sampleLink.href).toBe("/samples/sample-story.pdf");
    expect(HOME.testimonials.items.map((t) => t.rating)).toEqual([5, 5, 4.5]);
    expect(HOME.closing.signedInLabel).toBe("Create Your Story");
    expect(HOME.closing.signedOutLabel).toBe("Create Free Account");
    // Signed out, both calls to action open the sign-up screen and come back to the story form.
    expect(HOME.hero.primaryAction.hrefSignedOut).toBe("/api/login?screen=signup&returnTo=%2Fbehaviors");
    expect(HOME.closing.hrefSignedOut).toBe("/api/login?screen=signup&returnTo=%2Fbehaviors");
    expect(ABOUT.howItWorks.steps).toHaveLength(3);
    expect(ABOUT.mission.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(ABOUT.researchPaper.consentLabel).toBe("I agree to receive the research paper and occasional emails from Behavior Tales. See our Privacy Policy.");
    expect(ABOUT.getStarted.action).toEqual({ label: "Get Started", href: "/behaviors" });
    expect(RESEARCH_PAPER_PAGE.heading).toBe("Thank you for subscribing!");
    expect(RESEARCH_PAPER_PAGE.accessRequired.heading).toBe("Access required");
    expect(researchPaperSentText("ana@example.com")).toContain("ana@example.com");
    expect(CONTACT.emailCard.email).toBe("support@behaviortales.app");
  });
});

describe("page meta", () => {
  it("covers every public and signed-in route with a titled, well-sized description", () => {
    expect(Object.keys(PAGE_META).sort()).toEqual([...META_ROUTES].sort());
    for (const route of META_ROUTES) {
      const m = PAGE_META[route];
      expect(m.title).toContain("Behavior Tales");
      expect(m.description.length).toBeGreaterThanOrEqual(50);
      expect(m.description.length).toBeLessThanOrEqual(170);
    }
    expect(pageMeta("/behavior-guide", PLAN).title).toBe("Behavior Guide · Behavior Tales");
    expect(pageMeta("/story/12", PLAN)).toBeUndefined();
  });
});

describe("all content", () => {
  it("contains no unfinished text", () => {
    for (const s of strings(ALL_CONTENT)) {
      expect(s, s).not.toMatch(/lorem|\bTODO\b|placeholder|\bTBD\b/i);
      expect(s.trim(), "empty string").not.toBe("");
    }
  });

  it("only links to routes the site has", () => {
    const known = new Set<string>([...META_ROUTES, "/samples/sample-story.pdf", "/api/login"]);
    for (const href of hrefs(ALL_CONTENT)) {
      if (/^(https:|mailto:)/.test(href)) continue;
      expect(known, href).toContain(href.split("?")[0]);
    }
  });
});

/**
 * Page titles and meta descriptions, one per route (for <title>, <meta name="description"> and social
 * previews). Descriptions are written to 120–160 characters. Signed-in and admin pages are marked
 * `noindex` so search engines leave them out. Some quote the configured plan, so meta is
 * `pageMeta(route, plan)`.
 */
import { PREMIUM_PRICE, storyAllowance, type PlanFacts } from "../contracts/plan";
import { AGE_RANGE, BEHAVIORS } from "../contracts/catalog";

export interface PageMeta {
  title: string;
  description: string;
  /** True for pages that should not appear in search results. */
  noindex?: boolean;
}

export const META_ROUTES = [
  "/",
  "/about",
  "/behaviors",
  "/contact",
  "/login",
  "/research-paper",
  "/about/research-paper",
  "/behavior-guide",
  "/parenting-tips",
  "/blog",
  "/terms-of-service",
  "/privacy-policy",
  "/cookies",
  "/copyright",
  "/support",
  "/faq",
  "/library",
  "/children",
  "/profile",
  "/subscription",
  "/admin",
] as const;
export type MetaRoute = (typeof META_ROUTES)[number];

const t = (page: string) => `${page} · Behavior Tales`;

/** Every route's meta, stating the plan `plan` describes (FREE_STORIES, FREE_STORY_PERIOD). */
export const pageMetas = (plan: PlanFacts): Record<MetaRoute, PageMeta> => ({
  "/": {
    title: "Behavior Tales · Personalized Stories That Help Children Grow",
    description: `Personalized stories for children aged ${AGE_RANGE.label} where your child is the hero and solves a challenge like bedtime or sharing, with a coloring page and PDF.`,
  },
  "/about": {
    title: t("About Us"),
    description:
      "Why we create personalized behavior stories, how they work in three simple steps, and the research on social stories and bibliotherapy that inspires them.",
  },
  "/behaviors": {
    title: t("Create Your Personalized Story"),
    description:
      "Enter your child's name and age, choose a behavior and a theme, and get a warm, age-right story with a matching coloring page and a printable A4 PDF.",
  },
  "/contact": {
    title: t("Contact Us"),
    description:
      "Questions about a story, your account or a subscription? Send us a message or e-mail support@behaviortales.app. We reply within one business day.",
  },
  "/login": {
    title: t("Sign In"),
    description:
      "Sign in to Behavior Tales to create personalized behavior stories for your child, keep them in your library, and download printable PDFs and coloring pages.",
  },
  "/research-paper": {
    title: t("Your Research Paper"),
    description:
      "Thank you for subscribing. Download our free research paper on how stories help children learn new behaviors, with practical ideas for home and classroom.",
    noindex: true,
  },
  "/about/research-paper": {
    title: t("Your Research Paper"),
    description: "Your free research paper on stories and children's behavior: download the PDF right away from this page.",
    noindex: true,
  },
  "/behavior-guide": {
    title: t("Behavior Guide"),
    description: `Why children have tantrums, lie, fight bedtime or won't share: plain-language explanations of ${BEHAVIORS.length} common behaviors, with tips for using stories to help.`,
  },
  "/parenting-tips": {
    title: t("Parenting Tips"),
    description:
      "Practical, evidence-informed tips on communication, positive discipline and routines: labelled praise, when-then, transition warnings and more.",
  },
  "/blog": {
    title: t("Blog"),
    description:
      "Articles for parents, caregivers and teachers on tantrums, bedtime, sharing, screen time and honesty, and on why stories teach children better than lectures.",
  },
  "/terms-of-service": {
    title: t("Terms of Service"),
    description:
      "The terms for using Behavior Tales: adult accounts, the free and Premium plans, personal non-commercial use of stories, and no AI training on our content.",
  },
  "/privacy-policy": {
    title: t("Privacy Policy"),
    description:
      "What Behavior Tales collects, why, and who it's shared with: account and story data, payments by Stripe, no advertising trackers, and how to delete your data.",
  },
  "/cookies": {
    title: t("Cookie Policy"),
    description:
      "Behavior Tales uses only strictly necessary cookies to keep you signed in safely, with no analytics or advertising. See each cookie and how long it lasts.",
  },
  "/copyright": {
    title: t("Copyright Notice"),
    description:
      "Who owns the content on Behavior Tales, how you may use the stories and coloring pages you create, the ban on AI training, and how to report a concern.",
  },
  "/support": {
    title: t("Support Center"),
    description:
      "Help with creating stories, your account, PDFs and your library, plus ways to reach our team. Find step-by-step answers in the Behavior Tales Support Center.",
  },
  "/faq": {
    title: t("Frequently Asked Questions"),
    description: `Answers about ages ${AGE_RANGE.label}, the free plan (${storyAllowance(plan)}), Premium at ${PREMIUM_PRICE.perYear}, cancelling, printing PDFs, coloring pages, browsers and data security.`,
  },
  "/library": {
    title: t("My Story Library"),
    description:
      "All the personalized stories you've created in one place. Search, mark favorites, read them again, and download printable PDFs and coloring pages.",
    noindex: true,
  },
  "/children": {
    title: t("My Children"),
    description:
      "Save each of your children once, with their age, pronouns, hair, what they love and what to leave out, so a new personalized story is only two taps away.",
    noindex: true,
  },
  "/profile": {
    title: t("Profile"),
    description:
      "Your Behavior Tales profile: your name, e-mail address and account details, with options to sign out or permanently delete your account and stories.",
    noindex: true,
  },
  "/subscription": {
    title: t("Subscription"),
    description: `Your Behavior Tales plan: free stories left${plan.period === "month" ? " this month" : ""}, or premium with unlimited stories and coloring pages for ${PREMIUM_PRICE.aYear}.`,
    noindex: true,
  },
  "/admin": {
    title: t("Admin Dashboard"),
    description: "Behavior Tales administration: overview statistics, user management with subscription and admin status, and newsletter subscriber numbers.",
    noindex: true,
  },
});

/** Meta for a route; undefined for paths not listed here (e.g. /story/{id}, which uses the story title). */
export function pageMeta(path: MetaRoute, plan: PlanFacts): PageMeta;
export function pageMeta(path: string, plan: PlanFacts): PageMeta | undefined;
export function pageMeta(path: string, plan: PlanFacts): PageMeta | undefined {
  return (pageMetas(plan) as Partial<Record<string, PageMeta>>)[path];
}

/**
 * FAQ (/faq): page copy, the four spec categories with their questions, and the "Still have questions?" card.
 *
 * Answers are plain-text paragraphs; the page's search matches case-insensitively on the question or any
 * answer paragraph (see `faqMatches`). Item ids are stable and unique so they can be used as anchors.
 * The questions quote the configured plan, so they are `faqCategories(plan)`.
 */
import { freeAllowance, freeRenewal, PREMIUM_PRICE, storyAllowance, type PlanFacts } from "../contracts/plan";
import { numberWord, orList } from "../format";
import { AGE_BANDS, AGE_RANGE, BEHAVIORS, THEMES } from "../contracts/catalog";
import type { ContentLink } from "./types";
import { LABELS, quoted } from "./labels";
import { MINIMUM_AGE } from "./site";

export type FaqCategoryId = "general" | "account" | "content" | "technical";

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

export interface FaqCategory {
  id: FaqCategoryId;
  /** Category heading, in the spec's words. */
  title: string;
  items: FaqItem[];
}

export interface FaqPageCopy {
  heading: string;
  intro: string;
  /** Text shown inside the empty search box. */
  searchPrompt: string;
  noResults: { title: string; hint: string; clearLabel: string };
}

export interface StillHaveQuestionsCopy {
  heading: string;
  text: string;
  links: ContentLink[];
}

export const FAQ_PAGE: FaqPageCopy = {
  heading: "Frequently Asked Questions",
  intro: "Answers to the questions parents, caregivers and teachers ask us most. Can't find what you need? Our Support Center and team are here to help.",
  searchPrompt: "Search questions...",
  noResults: {
    title: "No results found",
    // Issue 26: with no match there are no questions below, so it points at Clear Search instead.
    hint: 'Try a different word, such as "PDF", "cancel" or "age", or clear the search to see all the questions again.',
    clearLabel: "Clear Search",
  },
};

/** The FAQ's four categories, stating the plan `plan` describes (FREE_STORIES, FREE_STORY_PERIOD). */
export function faqCategories(plan: PlanFacts): FaqCategory[] {
  const monthly = plan.period === "month";
  return [
    {
      id: "general",
      title: "General Questions",
      items: [
        {
          id: "what-is-behavior-tales",
          question: "What is Behavior Tales?",
          answer: [
            "Behavior Tales creates personalized stories that help children with everyday challenges such as bedtime, tantrums, sharing or screen time. You enter your child's first name and age range, choose a behavior (or describe your own situation) and pick a theme. We write a warm, age-appropriate story in which your child meets the challenge and finds a way through it, draw a matching coloring page, and put both into a printable PDF.",
          ],
        },
        {
          id: "age-range",
          question: "What ages are the stories for?",
          answer: [
            `Our stories are written for children aged ${AGE_RANGE.label}. When you create a story you choose one of ${numberWord(AGE_BANDS.length)} age ranges (${orList(AGE_BANDS)} years), and we adapt the length, vocabulary and sentence length to match.`,
            "Stories run from about 500 words for the youngest listeners to about 1,000 words for older children, which is roughly 5 to 10 minutes of reading aloud.",
          ],
        },
        {
          id: "who-is-it-for",
          question: "Who can use Behavior Tales?",
          answer: [
            `Behavior Tales is made for parents, grandparents, caregivers, teachers and other grown-ups who care for children. Accounts are for adults: the service is not for children under ${MINIMUM_AGE} to use on their own. Children enjoy the stories with a grown-up, who reads, prints and talks about them together.`,
          ],
        },
        {
          id: "why-stories",
          question: "How can a story help with my child's behavior?",
          answer: [
            "Children learn a great deal through stories. When a child recognizes themselves in a character, hears the feeling named and sees a concrete strategy tried and working, they can rehearse a new skill in a calm, safe moment, without feeling lectured. Approaches such as social stories and bibliotherapy build on this idea, and research reviews have found modest but real benefits.",
            "A story is one helpful tool alongside warm, consistent parenting, not a cure. If a behavior worries you, please also talk to your pediatrician or a child psychologist.",
          ],
        },
        {
          id: "classroom",
          question: "Can I use Behavior Tales in my classroom?",
          answer: [
            "Yes. Teachers and caregivers can create stories and read, print and color them with the children in their classroom or care: that is the personal, non-commercial use our Terms of Service allow. You may not sell or publish the stories.",
            "If you use the service in a school, nursery or care setting, please follow that setting's own rules about children's information.",
          ],
        },
        {
          id: "free-to-try",
          question: "Can I try it for free?",
          answer: [
            `Yes. Every account includes ${freeAllowance(plan, "per")}, each with its coloring page and printable PDF. No payment card is needed to sign up.`,
          ],
        },
      ],
    },
    {
      id: "account",
      title: "Account & Subscription",
      items: [
        {
          id: "sign-up",
          question: "How do I create an account?",
          answer: [
            `Choose ${quoted(LABELS.signUp)} at the top of any page (on a phone, it's in the menu). Our built-in sign-in uses your e-mail address and a password you choose, and it only takes a moment.`,
            "If the site you are using is connected to a sign-in provider that offers Google sign-in, you can also use your Google account instead of creating a new password.",
          ],
        },
        {
          id: "free-plan",
          question: "What does the free plan include?",
          answer: [
            `The free plan includes ${storyAllowance(plan, "per")}. Each one comes with a matching coloring page and a printable A4 PDF, and stays in your Library for as long as you keep your account.`,
            `${freeRenewal(plan)}, and your Subscription page shows how many you have left.`,
          ],
        },
        {
          id: "premium",
          question: "What does Premium cost, and what do I get?",
          answer: [
            `Premium costs ${PREMIUM_PRICE.perYear} and gives you unlimited stories and coloring pages for a full year, plus premium support. You can subscribe from the Subscription page; payment is handled securely by Stripe.`,
          ],
        },
        {
          id: "cancel",
          question: "How do I cancel my subscription, and can I get a refund?",
          answer: [
            "You can cancel at any time from the Subscription page. When you cancel, your Premium subscription stays active until the end of the current billing period, and you won't be charged again.",
            "After that, your account returns to the free plan. All the stories you've created stay in your Library.",
            "Refunds: Premium is billed yearly in advance, and as our Terms of Service say, except where the law requires otherwise, payments are not refundable for part of a year. If you think you've been charged in error, please contact us and we'll look into it.",
          ],
        },
        {
          id: "delete-account",
          question: "How do I delete my account?",
          answer: [
            "You can delete your account from your Profile page. Deleting your account is permanent: it removes your account, all of your stories and coloring pages, and the other data we hold about you. It cannot be undone.",
            "If you have an active Premium subscription, please cancel it on the Subscription page first so you aren't charged again.",
          ],
        },
        {
          id: "change-details",
          question: "How do I change my name, e-mail or password?",
          answer: [
            "Your name, e-mail address and password belong to your sign-in account. If you signed in with an outside provider such as Google, update them there. If you use our built-in e-mail and password sign-in and need to change something, contact us and we'll help you do it securely.",
          ],
        },
      ],
    },
    {
      id: "content",
      title: "Content & Stories",
      items: [
        {
          id: "generation-time",
          question: "How long does it take to create a story?",
          answer: [
            "Usually well under a minute. You can watch your story being written, and the page updates by itself as it goes through each step: planning the story, writing it, drawing the coloring page and preparing the PDF. When it's ready, your new story opens automatically.",
          ],
        },
        {
          id: "behaviors-and-themes",
          question: "Which behaviors and themes can I choose, and can I describe my own situation?",
          answer: [
            `You can choose from ${BEHAVIORS.length} common behaviors, including bedtime, tantrums, sharing, lying, screen time, fears, separation and potty training. Pick one of ${numberWord(THEMES.length)} themes (${orList(THEMES.map((t) => t.label))}), which sets the story's world and the friendly helper your child meets.`,
            `If your situation isn't on the list, choose ${quoted(LABELS.customBehavior)} and describe it in a sentence or two, for example "nervous about starting at a new school" or "won't wear a bike helmet". We check custom descriptions before writing. If one is too long or isn't something we can turn into a gentle children's story, you'll see a message explaining why, and nothing is taken from your story allowance.`,
          ],
        },
        {
          id: "print-pdf",
          question: "Can I print or share the stories?",
          answer: [
            `Yes. Every story comes as a picture book PDF sized for A4 paper, with decorative borders: a title page, a page with a picture for every part of the story, its coloring page, a page for grown-ups (why the behavior happens, the story's plan, questions to talk about and when to ask for help) and a week-long practice chart with your child's name. Use ${quoted(LABELS.downloadPdf)} or ${quoted(LABELS.previewPdf)} on the story page, or ${quoted(LABELS.downloadPdf)} from the story's menu in your Library.`,
            'If you print on US Letter paper, choose "Fit to page" in your printer settings.',
            "To share a story with grandparents or a teacher, open it, choose Share, then Create family link, and send the link. Whoever has it can read that one story, see its pictures and open or download its PDF without signing in; it doesn't show your name, your e-mail address or your other stories. The link works until you turn it off: open the story, choose Share, then Stop sharing. Deleting the story turns its link off too.",
          ],
        },
        {
          id: "coloring-pages",
          question: "What are the coloring pages like?",
          answer: [
            "Each story comes with its own coloring page: black line art on white, showing the story's setting and helper, with thick outlines that are easy for small hands to color inside. It's included in the PDF and can also be viewed on the story's Coloring Page tab. Every picture in the book is line art too, so any page can be colored in.",
          ],
        },
        {
          id: "edit-or-delete-story",
          question: "Can I edit or delete a story after it's created?",
          answer: [
            "Editing generated stories isn't available yet. If a story isn't quite right, you can create a new one, perhaps with a different theme or a more specific custom description.",
            `You can delete any story: open it and choose delete, then confirm. Deleted stories are permanently removed from your Library and our servers. Deleting a story doesn't give back ${plan.freeStories === 1 ? "your free story" : "one of your free stories"}${monthly ? " for the month" : ""}.`,
          ],
        },
        {
          id: "story-safety",
          question: "How do you make sure stories are appropriate?",
          answer: [
            "Every story is checked before you see it: for length and reading level for your child's age, for a clear and hopeful ending, for kind language (no shaming or labels like \"naughty\"), and for anything frightening. A story that doesn't pass is rewritten; if it still doesn't pass, the generation stops and your story allowance is given back.",
            "We still recommend reading each story yourself before sharing it with your child. You know them best.",
          ],
        },
      ],
    },
    {
      id: "technical",
      title: "Technical Support",
      items: [
        {
          id: "browsers",
          question: "Which browsers are supported?",
          answer: [
            "Behavior Tales works in recent versions of Chrome, Edge, Firefox and Safari, on computers, tablets and phones. For the best experience, keep your browser up to date.",
          ],
        },
        {
          id: "mobile-app",
          question: "Is there a mobile app?",
          answer: [
            "Not yet. The website is mobile-responsive, so you can create, read and download stories on your phone or tablet in your browser. Native apps are in development.",
          ],
        },
        {
          id: "data-security",
          question: "Is my data secure?",
          answer: [
            "Yes. On our production service, your data is encrypted in transit (every page and request uses HTTPS) and encrypted at rest by our hosting and database providers. Passwords for our built-in sign-in are stored only as secure scrypt hashes, never as plain text.",
            "Payments are handled entirely by Stripe. Your card details go directly to Stripe and are never stored by us. You can read more in our Privacy Policy.",
          ],
        },
        {
          id: "generation-failed",
          question: "What if my story fails to generate?",
          answer: [
            `Occasionally a story can't be finished, for example if the connection drops or a service is busy. You'll see the message 'Failed to generate story', and the attempt doesn't count toward your ${monthly ? "monthly" : "free"} stories. Please try again in a moment, and if it keeps happening, contact us.`,
          ],
        },
        {
          id: "pdf-trouble",
          question: "My PDF won't download or open. What can I do?",
          answer: [
            `First, try ${quoted(LABELS.previewPdf)} on the story page, which opens the PDF in a new tab. If nothing happens, your browser may be blocking pop-ups or downloads for our site; allow them and try again. You'll need a PDF viewer, which is built into all modern browsers.`,
            "If it still doesn't work, contact us with the story's title and the browser you're using, and we'll help.",
          ],
        },
      ],
    },
  ];
}

export const STILL_HAVE_QUESTIONS: StillHaveQuestionsCopy = {
  heading: "Still have questions?",
  text: "Our Support Center has step-by-step help, and our team is happy to answer anything else.",
  links: [
    { label: "Visit Support Center", href: "/support" },
    { label: "Contact Us", href: "/contact" },
  ],
};

/** The FAQ search: case-insensitive substring match on the question or any answer paragraph. */
export function faqMatches(item: FaqItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [item.question, ...item.answer].some((t) => t.toLowerCase().includes(q));
}

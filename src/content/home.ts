/**
 * Copy for the home page (/), the About page (/about), the two research-paper pages and the Contact page.
 *
 * Calls to action that depend on sign-in carry both targets (`hrefSignedIn`, `hrefSignedOut`); the page
 * picks one. Signed-out targets open the sign-up screen and come back to the story form afterwards.
 * Home and About quote the configured plan, so they are `homeCopy(plan)` and `aboutCopy(plan)`.
 */
import { freeAllowance, type PlanFacts } from "../contracts/plan";
import { orList } from "../format";
import { AGE_RANGE, BEHAVIORS, THEMES } from "../contracts/catalog";
import { LABELS } from "./labels";
import { SOCIAL_LINK, SUPPORT_EMAIL } from "./site";
import type { ContentLink } from "./types";

/** A call to action whose target depends on whether the visitor is signed in. */
export interface AuthAwareAction {
  label: string;
  hrefSignedIn: string;
  hrefSignedOut: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  /** Out of 5; the spec's three are 5, 5 and 4.5. */
  rating: number;
}

export interface ScienceItem {
  title: string;
  paragraphs: string[];
}

/** The home page's real sample: the story behind /samples/sample-story.pdf, its first page and its coloring page. */
export interface HomeSampleCopy {
  heading: string;
  /** Tokens {child}, {age}, {behavior} and {theme} are filled from the sample request. */
  intro: string;
  excerptLabel: string;
  coloringCaption: string;
  readLabel: string;
}

export interface HomeCopy {
  hero: { eyebrow: string; headline: string; subline: string; primaryAction: AuthAwareAction; secondaryAction: ContentLink };
  sample: HomeSampleCopy;
  howItWorks: { heading: string; intro: string; steps: Step[]; sampleLink: ContentLink };
  testimonials: { heading: string; note: string; badge: string; items: Testimonial[] };
  /** Closing call to action: `signedInLabel` ('Create Your Story') or `signedOutLabel` ('Create Free Account'). */
  closing: { heading: string; text: string; signedInLabel: string; signedOutLabel: string; hrefSignedIn: string; hrefSignedOut: string };
}

export interface AboutCopy {
  heading: string;
  mission: { heading: string; paragraphs: string[] };
  howItWorks: { heading: string; steps: Step[] };
  science: { heading: string; intro: string; items: ScienceItem[]; note: string };
  researchPaper: {
    heading: string;
    text: string;
    firstNameLabel: string;
    emailLabel: string;
    /** The consent checkbox label, in the spec's words; link "Privacy Policy" to `privacyLink`. */
    consentLabel: string;
    privacyLink: ContentLink;
    submitLabel: string;
    submittingLabel: string;
    note: string;
  };
  getStarted: { heading: string; text: string; action: ContentLink };
}

export interface ResearchPaperSentCopy {
  heading: string;
  /** Contains the token {email}; fill it with `researchPaperSentText(email)`. */
  text: string;
  /** When no mailing service is configured nothing is sent: the heading and text say so ({email} as above). */
  notMailed: { heading: string; text: string };
  downloadLabel: string;
  fileNote: string;
  backLink: ContentLink;
}

export interface ResearchPaperPageCopy {
  heading: string;
  text: string;
  downloadLabel: string;
  fileNote: string;
  nextStep: ContentLink;
  accessRequired: { heading: string; text: string; link: ContentLink };
}

export interface ContactCopy {
  heading: string;
  intro: string;
  formHeading: string;
  emailCard: { heading: string; text: string; email: string; href: string };
  socialCard: { heading: string; text: string; link: ContentLink };
  helpLinks: ContentLink[];
}

/**
 * Where the signed-out calls to action go ('Create a Story', 'Create Free Account'): the sign-up screen
 * (it links to sign-in for parents who already have an account), coming back to the story form.
 */
export const SIGN_UP_THEN_CREATE = "/api/login?screen=signup&returnTo=%2Fbehaviors";

/** The home page's real sample (it quotes no plan facts; components/public/HomeSample.tsx renders it). */
export const HOME_SAMPLE: HomeSampleCopy = {
  heading: "A peek inside a real story",
  intro: "Written and drawn by Behavior Tales for {child}, age {age}: a {behavior} story with the {theme} theme. Every picture is line art, ready to color in.",
  excerptLabel: "From the first page",
  coloringCaption: "The coloring page that comes with it",
  readLabel: "Read the whole story (PDF)",
};

/** The home page, stating the plan `plan` describes (FREE_STORIES, FREE_STORY_PERIOD). */
export const homeCopy = (plan: PlanFacts): HomeCopy => ({
  hero: {
    eyebrow: `Personalized stories for ages ${AGE_RANGE.label}`,
    headline: "Stories where your child is the hero",
    subline:
      "Type your child's name, choose the behavior you're working on and a theme they love. Behavior Tales writes a warm, age-right story in which your child meets the challenge and finds their own way through, with a matching coloring page and a printable PDF.",
    primaryAction: { label: LABELS.createAStory, hrefSignedIn: "/behaviors", hrefSignedOut: SIGN_UP_THEN_CREATE },
    secondaryAction: { label: "Learn More", href: "/about" },
  },
  sample: HOME_SAMPLE,
  howItWorks: {
    heading: "How it works",
    intro: "From a few details to a finished, printable story in about a minute.",
    steps: [
      {
        title: "Personalize",
        text: `Enter your child's first name and age, then choose one of ${BEHAVIORS.length} everyday behaviors, from bedtime to sharing, or describe your own situation. Pick a theme: ${orList(THEMES.map((t) => t.label))}.`,
      },
      {
        title: "Generate",
        text: "We write a story made for your child's age, in which they name the feeling, try a real strategy and succeed, and draw a coloring page to match. You can watch it come together as it's written.",
      },
      {
        title: "Download",
        text: "Read it on screen, or download a beautifully bordered A4 PDF with the story and its coloring page, ready to print, read together and color in.",
      },
    ],
    sampleLink: { label: "See a sample story (PDF)", href: "/samples/sample-story.pdf" },
  },
  testimonials: {
    heading: "How families and teachers use it: three examples",
    /** Issue 26: the spec's three fixed testimonials, labeled for what they are (written examples, not customer reviews). */
    note: "These are examples we wrote to show how a story can help at home and in class. They are not reviews from real customers.",
    badge: "Example",
    /** Fixed static testimonials, as the spec shows; see the note in the content report about replacing them with real, consented quotes. */
    items: [
      {
        name: "Sarah M.",
        role: "Mother of two, Portland",
        quote:
          "Bedtime used to take an hour of negotiating. After a week of reading Maya's bedtime story, she started reminding me of the steps herself. Hearing her own name in the story made all the difference.",
        rating: 5,
      },
      {
        name: "David R.",
        role: "Kindergarten teacher, Austin",
        quote:
          "I use the sharing and patience stories with small groups at the start of the year. The children recognize themselves straight away, and the coloring pages give us a calm way to talk about it afterwards.",
        rating: 5,
      },
      {
        name: "Priya K.",
        role: "Mom of a spirited three-year-old, Toronto",
        quote:
          "Our tantrum story gave us shared words for big feelings. Now when things start to boil over, we 'blow out the candles' together. Not magic, but a real help.",
        rating: 4.5,
      },
    ],
  },
  closing: {
    heading: "Ready to create your child's first story?",
    text: `Start with ${freeAllowance(plan)}, no card needed. It takes about a minute to make a story that's all about your child.`,
    signedInLabel: "Create Your Story",
    signedOutLabel: "Create Free Account",
    hrefSignedIn: "/behaviors",
    hrefSignedOut: SIGN_UP_THEN_CREATE,
  },
});

/** The research-paper signup form (/about, /blog; the ResearchSignup island renders it). */
export const RESEARCH_SIGNUP: AboutCopy["researchPaper"] = {
  heading: "Get Our Free Research Paper",
  text: "Want to know more about why stories help children learn new behaviors? Sign up for our free research paper, written in plain language for parents, caregivers and teachers, and we'll send it straight to your inbox.",
  firstNameLabel: "First name",
  emailLabel: "Email address",
  consentLabel: "I agree to receive the research paper and occasional emails from Behavior Tales. See our Privacy Policy.",
  privacyLink: { label: "Privacy Policy", href: "/privacy-policy" },
  submitLabel: "Get the Research Paper",
  submittingLabel: "Sending...",
  note: "We'll only use your details to send you the paper and occasional e-mails about children's behavior and our stories. Unsubscribe at any time.",
};

/** The About page, stating the plan `plan` describes (its closing call to action names the free stories). */
export const aboutCopy = (plan: PlanFacts): AboutCopy => ({
  heading: "About Behavior Tales",
  mission: {
    heading: "Our Mission",
    paragraphs: [
      "Every child struggles sometimes: with bedtime, with sharing, with feelings that are bigger than they are. Every parent, caregiver and teacher knows how hard it can be to help, and how quickly a well-meant explanation can turn into a lecture that no one wants to hear.",
      "We started Behavior Tales because stories reach children in a way instructions can't. When a child hears about someone with their own name, facing their own challenge, they lean in. They feel what the character feels, watch them try something new, and see them succeed. Later, in the real moment, they have a picture in their mind of what to do.",
      "Our mission is to give every grown-up who cares for a child a simple, warm way to help: a story written for that child, at their age, about the very thing they're working on. We write with kindness, never shame, and every story ends with a child who feels capable and safe.",
    ],
  },
  howItWorks: {
    heading: "Three simple steps",
    steps: [
      {
        title: "Tell us about your child",
        text: "Their first name, their age range, the behavior you'd like to help with (or your own description), and a theme they'll love.",
      },
      {
        title: "We write and illustrate",
        text: "Your story is written for your child's age: the right length, simple sentences for little ones, a named feeling, a strategy to try and a hopeful ending. A coloring page is drawn to match.",
      },
      {
        title: "Read, print and color",
        text: "Read together on screen or print the A4 PDF. Keep every story in your Library to read again, because repetition is how children learn.",
      },
    ],
  },
  science: {
    heading: "The Science Behind Stories",
    intro:
      "Behavior Tales draws on well-established ideas from child development and psychology. Here's what they are, and what the evidence does and doesn't say.",
    items: [
      {
        title: "Social stories",
        paragraphs: [
          "Social Stories, developed by educator Carol Gray in the early 1990s, are short narratives that describe a situation, what people in it might think and feel, and what a child might do. They are widely used by teachers and therapists, especially with autistic children, to prepare for new or tricky situations.",
          "Our stories borrow the best of this approach: a patient, reassuring voice, plenty of description, and a clear, positive strategy. Because our stories are themed fiction, we don't call them Social Stories, but we follow the same spirit.",
        ],
      },
      {
        title: "Bibliotherapy",
        paragraphs: [
          "Bibliotherapy is the use of books to help people understand and work through challenges. Children identify with a character, see the problem from a safe distance, and watch it being solved.",
          "Systematic reviews of bibliotherapy for children have found small-to-moderate positive effects on behavior. That's a meaningful help, especially alongside warm, consistent parenting, though not a cure on its own.",
        ],
      },
      {
        title: "Narrative transportation",
        paragraphs: [
          "Psychologists use the term narrative transportation for the experience of being carried away by a story. Research has found that when we're absorbed in a narrative, we're more open to its ideas and less inclined to argue back.",
          "That's one reason a story about a character learning to share can land when a lecture about sharing doesn't. A personalized story, where the main character shares your child's name and age, makes that identification especially easy.",
        ],
      },
    ],
    note: "We're careful not to overclaim. Stories are a gentle, research-informed tool, not therapy and not a replacement for professional advice. If you're worried about your child's behavior or development, please talk to your pediatrician or a child psychologist.",
  },
  researchPaper: RESEARCH_SIGNUP,
  getStarted: {
    heading: "Start your child's story today",
    text: `It takes about a minute, and ${plan.freeStories === 1 ? "your first story is free" : "your first stories are free"}.`,
    action: { label: "Get Started", href: "/behaviors" },
  },
});

/** /about/research-paper?email=… : shown after the signup form (or when the signup call failed). */
export const RESEARCH_PAPER_SENT: ResearchPaperSentCopy = {
  heading: "Your research paper is on its way",
  text: "Thank you! We've sent the research paper to {email}. If it doesn't arrive in a few minutes, check your spam or promotions folder, or download it right here.",
  notMailed: {
    heading: "Your research paper is ready",
    text: "Thank you! Download your copy of the research paper right here. We haven't e-mailed it yet: it will be sent to {email} once our newsletter service is connected.",
  },
  downloadLabel: "Download the Research Paper",
  fileNote: "PDF, 2.4 MB",
  backLink: { label: "Back to About", href: "/about" },
};

/** /research-paper : the download page for subscribers. */
export const RESEARCH_PAPER_PAGE: ResearchPaperPageCopy = {
  heading: "Thank you for subscribing!",
  text: "Here's your copy of our research paper on how stories help children learn new behaviors. We hope it's useful, and we'd love to hear what you think.",
  downloadLabel: "Download the Research Paper",
  fileNote: "PDF, 1.2 MB",
  nextStep: { label: "Create a Story", href: "/behaviors" },
  accessRequired: {
    heading: "Access required",
    text: "Please sign up with your e-mail address on our About page to get the research paper.",
    link: { label: "Go to the About page", href: "/about" },
  },
};

export const CONTACT: ContactCopy = {
  heading: "Contact Us",
  intro: "Questions about a story, your account or a subscription? Write to us and a real person will reply within 24 hours, typically within 1 business day.",
  formHeading: "Send us a message",
  emailCard: {
    heading: "Email",
    text: "Prefer your own e-mail app? Write to us directly.",
    email: SUPPORT_EMAIL,
    href: `mailto:${SUPPORT_EMAIL}`,
  },
  socialCard: {
    heading: "Follow along",
    text: "Story ideas, gentle parenting tips and new features.",
    link: SOCIAL_LINK,
  },
  helpLinks: [
    { label: "FAQ", href: "/faq" },
    { label: "Support Center", href: "/support" },
  ],
};

/** The /about/research-paper message with the subscriber's e-mail filled in. */
/**
 * What the page after the signup says is true: "We've sent…" only when a mailing service is configured
 * (SENDFOX_API_TOKEN); otherwise nothing was mailed, so it says the paper is here to download.
 */
export function researchPaperSentText(email: string, mailed = true): string {
  return (mailed ? RESEARCH_PAPER_SENT.text : RESEARCH_PAPER_SENT.notMailed.text).replace("{email}", email);
}
export const researchPaperSentHeading = (mailed: boolean) => (mailed ? RESEARCH_PAPER_SENT.heading : RESEARCH_PAPER_SENT.notMailed.heading);

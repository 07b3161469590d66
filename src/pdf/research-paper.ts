/**
 * The free research paper offered to newsletter subscribers: its text, and a renderer that uses the
 * same fonts, border and page flow as the story PDFs. Built by scripts/build-research-paper.ts.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import { paletteFor, themeBorder } from "./borders";
import { A4, PageFlow } from "./layout";

export type PaperBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullet"; text: string }
  | { kind: "reference"; text: string }
  | { kind: "note"; text: string };

export interface Paper {
  title: string;
  subtitle: string;
  byline: string;
  blocks: PaperBlock[];
}

const h = (text: string): PaperBlock => ({ kind: "heading", text });
const p = (text: string): PaperBlock => ({ kind: "paragraph", text });
const b = (text: string): PaperBlock => ({ kind: "bullet", text });
const r = (text: string): PaperBlock => ({ kind: "reference", text });

export const RESEARCH_PAPER: Paper = {
  title: "Stories That Help",
  subtitle: "Using Personalized Behavior Stories with Young Children",
  byline: "A guide for parents, caregivers and educators \u00b7 Behavior Tales",
  blocks: [
    h("Summary"),
    p(
      "Young children learn a great deal through stories. A behavior story is a short, warm story in which a character much like the child meets an everyday challenge, such as bedtime, sharing or a big feeling, names what they feel, tries a concrete strategy and finds that it helps. This paper explains what behavior stories are, what the research does and does not show, and how to read them with a child so that they are most likely to help. In brief: stories are a gentle, low-cost support with small-to-moderate benefits in studies. They work best as one part of a caring routine, read often and talked about, alongside consistent, responsive parenting. They are not a treatment for serious or persistent difficulties, and we describe when to look for professional help.",
    ),

    h("1. What is a behavior story?"),
    p(
      "A behavior story describes a situation the child finds hard, from a point of view the child can understand. It usually follows a simple shape: a familiar setting, a moment of difficulty, a named feeling, a helper who offers an idea, a first attempt that does not quite work, a second attempt that does, and a calm, hopeful ending. The child, or a character who shares the child's name, is the one who acts. Nobody is shamed or punished; the story shows what the child can do, not what they did wrong.",
    ),
    p(
      "Two traditions inform this approach. The first is Social Stories\u2122, developed by Carol Gray in the early 1990s for autistic children (Gray & Garand, 1993; Gray, 2010). A Social Story shares accurate, reassuring social information in a patient voice, answers who, what, where, when and why, and uses far more describing sentences than directing ones. Gray's criteria are specific, and only stories written to them should carry the name. The second tradition is bibliotherapy: the use of books and stories to help children understand and cope with feelings and situations. Here the child identifies with a character, sees the problem from a little distance, and watches it being solved.",
    ),
    p(
      "Personalized behavior stories, like the ones Behavior Tales writes, sit between the two. They are themed fiction, closer to bibliotherapy, but they borrow the Social Story habits of a reassuring, literal tone, a clear description of the situation and a strong preference for describing over instructing. Putting the child's own name, age and interests into the story is meant to make that identification easier.",
    ),

    h("2. What does the research show?"),
    p(
      "Honesty matters here, because parents deserve to know what to expect. The research on Social Stories is large but uneven. Most studies are single-case designs with a few children each, often autistic, and most measure one target behavior over a short period. Reviews therefore report effects in terms of how much behavior changed for each child rather than as one average effect size.",
    ),
    p(
      "Reynhout and Carter (2006) reviewed the early Social Stories literature and found that effects were generally modest and varied widely between children and studies; they also noted weaknesses in how many studies were designed and reported. Kokina and Kern (2010) pooled single-case studies in a meta-analysis. Overall effectiveness was low to questionable by their criteria, but Social Stories worked better when they targeted reducing challenging behavior than when they tried to teach new social skills. Test, Richter, Knight and Spooner (2011) reached a similarly cautious conclusion. At the same time, the large review of evidence-based practices for autistic children and young people by Wong and colleagues (2015) listed social narratives among practices with enough supporting evidence to be considered evidence-based. Taken together: stories of this kind often help, the help is usually modest, and it differs from child to child.",
    ),
    p(
      "The bibliotherapy evidence points the same way. Montgomery and Maunders (2015) systematically reviewed randomized trials of creative bibliotherapy (stories and fiction, rather than self-help books) for children and found small-to-moderate positive effects on internalizing difficulties such as worry, on externalizing behavior such as aggression, and on prosocial behavior. The number of trials was small and their quality mixed, so the authors called for better studies.",
    ),
    p(
      "Related research helps explain why stories might work. Shared reading in which the adult asks questions and lets the child talk, known as dialogic reading, builds children's language (Whitehurst et al., 1988), and language is one of the main tools children use to manage feelings and behavior. Putting a feeling into words, sometimes called affect labeling, has been shown in adults to dampen the brain's alarm response (Lieberman et al., 2007). And a story gives the child a rehearsal: they see, step by step, what to do in a situation before they are in it.",
    ),
    p(
      "What the evidence does not show is just as important. We know of no trials that test personalized, AI-written stories in particular, and no study shows that a story alone resolves serious or long-standing difficulties. The sensible expectation is a gentle nudge, strongest when the story is read often, talked about, and paired with practice and warm, consistent responses from the adults around the child.",
    ),

    h("3. How to read a behavior story with your child"),
    p(
      "The way a story is shared matters at least as much as the story itself. The following suggestions come from the research above and from everyday clinical practice.",
    ),
    p(
      "Before reading. Choose a calm moment, not the middle of a meltdown: a story is for learning, and children learn poorly when they are upset. Many families read the story once a day for a week or two, and again just before the hard moment, for example at the start of the bedtime routine. Sit close, so that the story feels like time together rather than a lesson.",
    ),
    p(
      "While reading. Read slowly and let your child look at the pictures or coloring page. Pause at the feeling and ask, \u201cHave you ever felt like that?\u201d Accept whatever your child says; there are no wrong answers. When the character tries the strategy, try it together: take the slow breaths, count to three, practise the words. Notice the first attempt that does not work and say something like, \u201cIt didn't work the first time, and that's okay. What did she do next?\u201d This teaches that effort and a second try are normal.",
    ),
    p(
      "After reading. Talk about when your child might use the idea. Practise it once or twice in play, when nothing is at stake. Then, in real life, use the story's words as a gentle reminder: \u201cRemember Tilly's tortoise breaths?\u201d When your child tries the strategy, notice it specifically and warmly: \u201cYou took slow breaths even though you felt cross. That was hard, and you did it.\u201d Specific praise for effort encourages children to keep trying.",
    ),
    p(
      "Naming feelings. Help your child build a vocabulary of feelings: worried, frustrated, disappointed, excited, jealous, lonely. Naming a feeling does not make it bigger; it usually makes it easier to handle. Stories make this safer, because the feeling first belongs to the character.",
    ),
    p(
      "Repetition. Young children love hearing the same story again and again, and repetition is how the strategy becomes familiar enough to use under stress. It is normal for a change to take several weeks, and for progress to come with ups and downs.",
    ),
    p(
      "Keep the tone kind. A behavior story should never be used as a threat or a punishment (\u201cIf you don't behave, we'll read that story again\u201d). The aim is for the child to feel understood and capable.",
    ),

    h("4. Choosing and adapting a story"),
    b("\u2022 Focus on one behavior at a time, described the way your child would describe it."),
    b("\u2022 Check that the strategy in the story is one your family really uses, so that the story and daily life match."),
    b("\u2022 Match the length to your child's age: a few minutes for toddlers and preschoolers, longer stories for school-age children."),
    b("\u2022 Avoid anything frightening, especially at bedtime or for separation and fear stories."),
    b("\u2022 Read it with your child; a story works best as a shared experience, not as an assignment."),

    h("5. When to seek professional help"),
    p(
      "Most of the behaviors these stories address, such as bedtime battles, tantrums, sibling squabbles and shyness, are a normal part of growing up. Please speak to your child's doctor, health visitor, or a child psychologist or other qualified professional if any of the following apply:",
    ),
    b("\u2022 The behavior is frequent and intense, lasts for several months, or is getting worse despite consistent, kind support."),
    b("\u2022 It seriously disrupts family life, nursery or school, or friendships."),
    b("\u2022 Your child hurts themselves or others, or talks about wanting to."),
    b("\u2022 Your child seems persistently sad, withdrawn or anxious, or has lost skills they previously had, such as speech or toilet training."),
    b("\u2022 There are concerns about development, hearing, sleep or health, or the behavior follows a frightening or upsetting event."),
    b("\u2022 You feel overwhelmed. Asking for help is a sign of care, not of failure."),
    p(
      "Evidence-based parenting programs, and assessment and treatment for specific difficulties, can make a real difference, and a story can continue to play a supporting role alongside them. If you ever believe a child is in immediate danger, contact your local emergency services.",
    ),

    h("6. Conclusion"),
    p(
      "Behavior stories offer children a safe place to meet a hard moment, name the feeling and practise a way through it. The research supports them as a gentle, modestly effective tool, most useful when read often, talked about, practised and backed by warm, consistent care. Used in that spirit, a story with your child's name on the cover can be an invitation: you are understood, you are capable, and we will work on this together.",
    ),

    h("References"),
    r("Gray, C. (2010). The new Social Story book (Revised and expanded 10th anniversary ed.). Future Horizons."),
    r(
      "Gray, C. A., & Garand, J. D. (1993). Social stories: Improving responses of students with autism with accurate social information. Focus on Autistic Behavior, 8(1), 1\u201310.",
    ),
    r(
      "Kokina, A., & Kern, L. (2010). Social Story\u2122 interventions for students with autism spectrum disorders: A meta-analysis. Journal of Autism and Developmental Disorders, 40(7), 812\u2013826.",
    ),
    r(
      "Lieberman, M. D., Eisenberger, N. I., Crockett, M. J., Tom, S. M., Pfeifer, J. H., & Way, B. M. (2007). Putting feelings into words: Affect labeling disrupts amygdala activity in response to affective stimuli. Psychological Science, 18(5), 421\u2013428.",
    ),
    r(
      "Montgomery, P., & Maunders, K. (2015). The effectiveness of creative bibliotherapy for internalizing, externalizing, and prosocial behaviors in children: A systematic review. Children and Youth Services Review, 55, 37\u201347.",
    ),
    r(
      "Reynhout, G., & Carter, M. (2006). Social Stories\u2122 for children with disabilities. Journal of Autism and Developmental Disorders, 36(4), 445\u2013469.",
    ),
    r(
      "Test, D. W., Richter, S., Knight, V., & Spooner, F. (2011). A comprehensive review and meta-analysis of the Social Stories literature. Focus on Autism and Other Developmental Disabilities, 26(1), 49\u201362.",
    ),
    r(
      "Whitehurst, G. J., Falco, F. L., Lonigan, C. J., Fischel, J. E., DeBaryshe, B. D., Valdez-Menchaca, M. C., & Caulfield, M. (1988). Accelerating language development through picture book reading. Developmental Psychology, 24(4), 552\u2013559.",
    ),
    r(
      "Wong, C., Odom, S. L., Hume, K. A., Cox, A. W., Fettig, A., Kucharczyk, S., Brock, M. E., Plavnick, J. B., Fleury, V. P., & Schultz, T. R. (2015). Evidence-based practices for children, youth, and young adults with autism spectrum disorder: A comprehensive review. Journal of Autism and Developmental Disorders, 45(7), 1951\u20131966.",
    ),
    {
      kind: "note",
      text: "This paper is general information for families and educators. It is not a diagnosis or a substitute for advice from a qualified professional who knows your child.",
    },
  ],
};

export async function renderResearchPaperPdf(paper: Paper, fonts: { body: Uint8Array; heading: Uint8Array }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const body = await doc.embedFont(fonts.body, { subset: true });
  const heading = await doc.embedFont(fonts.heading, { subset: true });
  const theme = "nature";
  const pal = paletteFor(theme);
  doc.setTitle(`${paper.title}: ${paper.subtitle}`);
  doc.setAuthor("Behavior Tales");
  doc.setSubject(paper.subtitle);
  doc.setCreator("Behavior Tales");
  doc.setLanguage("en");

  const flow = new PageFlow(doc, {
    margins: { top: 78, bottom: 92, left: 72, right: 72 },
    decorate: themeBorder(doc, theme, A4).decorate,
    footerFont: body,
  });
  flow.space(10);
  flow.text(paper.title, { font: heading, size: 28, leading: 34, color: pal.ink, align: "center", after: 2 });
  flow.text(paper.subtitle, { font: heading, size: 16, leading: 22, color: pal.ink, align: "center", after: 8 });
  flow.text(paper.byline, { font: body, size: 10.5, leading: 15, color: rgb(0.35, 0.35, 0.38), align: "center", after: 16 });
  const text = rgb(0.1, 0.1, 0.12);
  for (const block of paper.blocks) {
    switch (block.kind) {
      case "heading":
        flow.space(6);
        flow.text(block.text, { font: heading, size: 14, leading: 19, color: pal.ink, after: 4, keepWithNext: true });
        break;
      case "paragraph":
        flow.text(block.text, { font: body, size: 11, leading: 16, color: text, after: 8 });
        break;
      case "bullet":
        flow.text(block.text, { font: body, size: 11, leading: 16, color: text, after: 4, hangingIndent: 10 });
        break;
      case "note":
        flow.space(12);
        flow.text(block.text, { font: body, size: 9.5, leading: 13, color: rgb(0.35, 0.35, 0.38), after: 0 });
        break;
      case "reference":
        flow.text(block.text, { font: body, size: 10, leading: 14, color: text, after: 5, hangingIndent: 18 });
        break;
    }
  }
  flow.finish();
  return doc.save();
}

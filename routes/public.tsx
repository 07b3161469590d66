import { behaviorGuideRoute } from "./behavior-guide";
import { blogRoute } from "./blog";
import { helpRoute } from "./help";
import { legalRoute } from "./legal";
import { parentingTipsRoute } from "./parenting-tips";
import { researchPaperRoute } from "./research-paper";

/** The public site beyond home and contact (issue #4): one entry in routes/index.ts mounts them all. */
export const publicRoutes = [researchPaperRoute, behaviorGuideRoute, parentingTipsRoute, blogRoute, legalRoute, helpRoute];

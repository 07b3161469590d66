/** Every behavior's story material, one file each. */
import type { BehaviorId } from "../../../contracts/catalog";
import type { BehaviorStory } from "../episode-types";
import { aggression } from "./aggression";
import { bedtime } from "./bedtime";
import { defiance } from "./defiance";
import { disobedience } from "./disobedience";
import { fear } from "./fear";
import { interrupting } from "./interrupting";
import { lying } from "./lying";
import { manners } from "./manners";
import { messiness } from "./messiness";
import { nailBiting } from "./nail-biting";
import { patience } from "./patience";
import { screenTime } from "./screen-time";
import { separation } from "./separation";
import { notSharing } from "./not-sharing";
import { shyness } from "./shyness";
import { siblings } from "./siblings";
import { tantrums } from "./tantrums";
import { toileting } from "./toileting";
import { transitions } from "./transitions";
import { whining } from "./whining";

export const BEHAVIOR_STORIES: Record<BehaviorId, BehaviorStory | null> = {
  aggression: aggression,
  bedtime: bedtime,
  defiance: defiance,
  disobedience: disobedience,
  fear: fear,
  interrupting: interrupting,
  lying: lying,
  manners: manners,
  messiness: messiness,
  "nail-biting": nailBiting,
  patience: patience,
  "screen-time": screenTime,
  separation: separation,
  "not-sharing": notSharing,
  shyness: shyness,
  siblings: siblings,
  tantrums: tantrums,
  toileting: toileting,
  transitions: transitions,
  whining: whining,
};

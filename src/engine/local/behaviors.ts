import type { BehaviorOptionId } from "../../content/catalog";
import type { BehaviorData } from "./behavior-types";
import { BEHAVIORS_A } from "./behaviors-a";
import { BEHAVIORS_B } from "./behaviors-b";
import { BEHAVIORS_C } from "./behaviors-c";

export const BEHAVIOR_DATA = { ...BEHAVIORS_A, ...BEHAVIORS_B, ...BEHAVIORS_C } as Record<BehaviorOptionId, BehaviorData>;

/** The strategy's short name for a behavior (the same name in every story about it). */
export function strategyFor(behavior: BehaviorOptionId): string {
  return BEHAVIOR_DATA[behavior].strategy.name;
}

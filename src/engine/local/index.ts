export { composeStory } from "./compose";
export { strategyFor } from "./behaviors";
export { helpersFor } from "./themes";

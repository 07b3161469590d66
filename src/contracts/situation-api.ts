/** Where the story form asks for the reading of the parent's situation (`POST`, JSON; see routes/situation-api.ts). */
export const SITUATION_API_PATH = "/api/situation";

import { z } from "zod";

/**
 * The password rule, one place: the built-in provider's sign-up and the profile's password change.
 * At least PASSWORD_MIN_LENGTH characters (any characters; the hash normalizes them, NFKC), at most 200.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200, "Password must be at most 200 characters.");

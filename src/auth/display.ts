/** How a user is named on screen (spec section 3): first + last name, else username, else 'User'. */
export function displayName(u: { firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  if (u.firstName && u.lastName) return `${u.firstName} ${u.lastName}`;
  return u.username || "User";
}

/** Avatar initials: first letters of first and last name, at most 2, 'BT' when there is no name. */
export function initials(u: { firstName?: string | null; lastName?: string | null }): string {
  const letters = [u.firstName, u.lastName]
    .map((s) => (s ?? "").trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .join("")
    .slice(0, 2);
  return letters || "BT";
}

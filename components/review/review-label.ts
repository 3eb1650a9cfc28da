import type { PageScope } from "@/lib/users/page-scope";

/** Whose year a review card names: the signed-in traveller, the chosen user, or everyone (`allUsers`, in the page's words). */
export function reviewLabel(scope: PageScope, ownDisplayName: string, allUsers: string): string {
  if (scope.scope.kind === "all") return allUsers;
  if (scope.user) return `${scope.user.displayName} (${scope.user.username})`;
  return ownDisplayName;
}

import type { PageScope } from "@/lib/users/page-scope";

/** Whose year a review card names: the signed-in traveller, the chosen user, or everyone. */
export function reviewLabel(scope: PageScope, ownDisplayName: string): string {
  if (scope.scope.kind === "all") return "All users";
  if (scope.user) return `${scope.user.displayName} (${scope.user.username})`;
  return ownDisplayName;
}

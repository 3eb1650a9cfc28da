-- An OIDC link is keyed on the issuer and the subject together: two providers may both issue the subject "alice",
-- and they are two people. Links made before have no issuer; the next sign-in of that subject claims one for its
-- issuer (lib/users/oidc-account.ts).
ALTER TABLE "User" ADD COLUMN "oidcIssuer" TEXT;

DROP INDEX "User_oidcSubject_key";

CREATE UNIQUE INDEX "User_oidcIssuer_oidcSubject_key" ON "User"("oidcIssuer", "oidcSubject");

import ts from "typescript";
import { describe, expect, it } from "vitest";
import { clientFilesReached } from "./i18n-sources";

const file = (name: string, text: string) => ({ file: name, source: ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX) });

const files = [
  file("app/x/page.tsx", 'import { Card } from "@/components/card";\nimport { Form } from "../../components/form";'),
  file("components/card.tsx", 'import { label } from "./labels";'),
  file("components/labels.ts", ""),
  file("components/form.tsx", '"use client";\nimport { field } from "@/components/fields";\nimport type { Shape } from "@/components/shape";'),
  file("components/fields/index.ts", 'import { label } from "../labels";'),
  file("components/shape.ts", ""),
  file("components/other.tsx", '"use client";'),
];

describe("clientFilesReached", () => {
  it("follows server files for their imports, then a client file and all it imports (@/, relative, index), not types", () => {
    expect([...clientFilesReached(["app/x/page.tsx"], files)].sort()).toEqual(["components/fields/index.ts", "components/form.tsx", "components/labels.ts"]);
  });

  it("holds no client file the entries do not reach", () => {
    expect([...clientFilesReached(["components/card.tsx"], files)]).toEqual([]);
  });
});

import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * JSON Schema validators for the schemas of an OpenAPI 3.1 document (Ajv, draft 2020-12): a schema is compiled with
 * the document's components as $defs, so its `#/components/schemas/…` references resolve. `required` may name
 * properties defined beside it (an anyOf branch requiring a property of the object), which JSON Schema allows.
 */
export function documentSchemas(document: { components: { schemas: Record<string, unknown> } }) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  addFormats.default(ajv);
  const defs = JSON.parse(JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>;
  const cache = new Map<unknown, ValidateFunction>();
  return (schema: unknown): ValidateFunction => {
    let validate = cache.get(schema);
    if (!validate) {
      const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>;
      validate = ajv.compile({ ...rooted, $defs: defs });
      cache.set(schema, validate);
    }
    return validate;
  };
}

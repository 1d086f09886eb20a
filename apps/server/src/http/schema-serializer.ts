import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/**
 * The production serializer of a route's response (docs/decisions/0017): its zod schema turned into JSON
 * Schema once, then compiled by fast-json-stringify, which writes the known shape without walking the
 * object generically (and leaves out any field the contract does not name). Responses are not validated
 * here: tests do that (VALIDATE_RESPONSES). A schema JSON Schema cannot express falls back to JSON.stringify.
 */
export function schemaSerializer(schema: unknown): Serializer {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return (data) => JSON.stringify(data);
  }
}

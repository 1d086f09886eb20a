/**
 * The fuzz gate's reading of the OpenAPI document (docs/decisions/0063): its operations, and with Ajv (the
 * validator Fastify itself uses) whether a request is valid by the document and whether an answer is one the
 * document lists for that operation, its body matching the listed schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';

export type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
  example?: unknown;
}

interface Content {
  schema?: Schema;
  example?: unknown;
}

export interface Operation {
  method: string;
  /** The document's path template, `/api/actor/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: Schema; example: unknown };
  responses: Record<string, { content?: Record<string, Content> }>;
}

export interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content?: Record<string, Content> };
        responses?: Record<string, { content?: Record<string, Content> }>;
      }
    >
  >;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => {
        const json = op.requestBody?.content?.['application/json'];
        return {
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          ...(json?.schema
            ? {
                body: {
                  required: op.requestBody?.required ?? false,
                  schema: json.schema,
                  example: json.example,
                },
              }
            : {}),
          responses: op.responses ?? {},
        };
      }),
  );
}

/** A request as the gate sends it: path values and query pairs as text, and the body. */
export interface Request {
  path: Record<string, string>;
  query: [string, string][];
  body:
    { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };
}

/** A JSON number as query text would spell it: `1`, `-2.5`, `1e3`; not ` 1`, `0x10`, `+1` or `01`. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

export class DocumentCheck {
  private readonly ajv: Ajv;
  private readonly compiled = new WeakMap<object, ValidateFunction>();

  constructor() {
    this.ajv = new Ajv({ strict: false, allErrors: false, unicodeRegExp: true });
    // ajv-formats is CommonJS: its function is the module itself or its default.
    type AddFormats = (ajv: Ajv, formats: string[]) => unknown;
    const loaded = ajvFormats as unknown as AddFormats & { default?: AddFormats };
    const addFormats = loaded.default ?? loaded;
    addFormats(this.ajv, ['date', 'date-time', 'uuid', 'email', 'uri']);
  }

  private validator(schema: Schema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** Whether a value matches a schema, with Ajv's first complaint when it does not. */
  check(schema: Schema, value: unknown): string | undefined {
    const validate = this.validator(schema);
    if (validate(value)) return undefined;
    const error = validate.errors?.[0];
    return error ? `${error.instancePath || '(value)'} ${error.message ?? 'is invalid'}` : 'is invalid';
  }

  /**
   * A parameter's text read as the document's schema: as it is, else as the JSON number or boolean it spells
   * (a query string carries text only).
   */
  private textMatches(schema: Schema, text: string): string | undefined {
    const candidates: unknown[] = [text];
    if (JSON_NUMBER.test(text)) candidates.push(Number(text));
    if (text === 'true' || text === 'false') candidates.push(text === 'true');
    let first: string | undefined;
    for (const candidate of candidates) {
      const problem = this.check(schema, candidate);
      if (!problem) return undefined;
      first ??= problem;
    }
    return first;
  }

  /** Why the document calls a request invalid; empty when it is valid. Keys match in any case (0063). */
  requestProblems(operation: Operation, request: Request): string[] {
    const problems: string[] = [];
    const queryParameters = operation.parameters.filter((p) => p.in === 'query');
    const byKey = new Map<string, string[]>();
    for (const [key, value] of request.query) {
      const declared = queryParameters.find((p) => p.name.toLowerCase() === key.toLowerCase());
      if (!declared) {
        problems.push(`query key ${JSON.stringify(key.slice(0, 40))} is not a parameter`);
        continue;
      }
      byKey.set(declared.name, [...(byKey.get(declared.name) ?? []), value]);
    }
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query' && parameter.in !== 'path') continue;
      const values =
        parameter.in === 'path'
          ? request.path[parameter.name] === undefined
            ? []
            : [request.path[parameter.name]!]
          : (byKey.get(parameter.name) ?? []);
      if (values.length === 0) {
        if (parameter.required || parameter.in === 'path') problems.push(`${parameter.name} is missing`);
        continue;
      }
      if (values.length > 1 && parameter.schema.type !== 'array') {
        problems.push(`${parameter.name} is given ${values.length} times`);
        continue;
      }
      const problem = this.textMatches(parameter.schema, values[0]!);
      if (problem) problems.push(`${parameter.name}: ${problem}`);
    }
    const body = request.body;
    if (operation.body) {
      if (body.kind === 'none') {
        if (operation.body.required) problems.push('the body is missing');
      } else if (body.kind === 'raw') {
        const json = body.contentType.split(';')[0]!.trim() === 'application/json';
        let parsed: { value: unknown } | undefined;
        try {
          parsed = { value: JSON.parse(body.text) as unknown };
        } catch {
          parsed = undefined;
        }
        if (!json) problems.push(`a ${body.contentType} body is not a documented media type`);
        else if (!parsed) problems.push('the body is not JSON');
        else {
          const problem = this.check(operation.body.schema, parsed.value);
          if (problem) problems.push(`body${problem.startsWith('(') ? ' ' : ''}${problem}`);
        }
      } else {
        const problem = this.check(operation.body.schema, body.value);
        if (problem) problems.push(`body${problem.startsWith('(') ? ' ' : ''}${problem}`);
      }
    }
    return problems;
  }

  /** Whether a call takes no body by the document, so a body sent makes the request neither valid nor invalid. */
  takesNoBody(operation: Operation, request: Request): boolean {
    return !operation.body && request.body.kind !== 'none';
  }

  /**
   * Why an answer is not one the document gives for this operation: a status it does not list, a media type it
   * does not list for that status, or a body off the listed schema. Empty when the answer agrees.
   */
  responseProblems(operation: Operation, status: number, contentType: string, body: string): string[] {
    const listed =
      operation.responses[String(status)] ??
      operation.responses[`${String(status)[0]}XX`] ??
      operation.responses.default;
    if (!listed) return [`status ${status} is not listed`];
    const content = listed.content;
    if (!content || Object.keys(content).length === 0) {
      return body.length > 0 ? [`status ${status} lists no body, yet one came`] : [];
    }
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const entry = content[mediaType];
    if (!entry)
      return [
        `status ${status} answered ${mediaType || 'no media type'}, not ${Object.keys(content).join(' or ')}`,
      ];
    if (!entry.schema) return [];
    let value: unknown = body;
    if (mediaType === 'application/json') {
      try {
        value = JSON.parse(body) as unknown;
      } catch {
        return [`status ${status} answered a body that is not JSON: ${body.slice(0, 80)}`];
      }
    }
    const problem = this.check(entry.schema, value);
    return problem ? [`status ${status} body ${problem}`] : [];
  }
}

/** The JSON a mocked fetch call sent, parsed (undefined without a string body). */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

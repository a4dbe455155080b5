import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a development endpoint with JSON. */
export function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The JSON body of a development endpoint's POST, or `undefined` once it has answered: 405 for
 * another method, 400 with `usage` for a body that is not JSON.
 */
export async function readDevPost(
  request: IncomingMessage,
  response: ServerResponse,
  usage: string,
): Promise<Record<string, unknown> | undefined> {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' });
    response.end();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return (body ?? {}) as Record<string, unknown>;
  } catch {
    answer(response, 400, { error: usage });
    return undefined;
  }
}

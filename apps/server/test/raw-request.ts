import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still compressed: fetch would decode them). */
  body: Buffer;
}

/** One request over a real socket, its answer undecoded; with an agent that keeps connections alive, as browsers do. */
export const rawRequest = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    http
      .request(
        url,
        { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on('error', reject)
      .end();
  });

/** The headers that differ between two answers of the same content: the time, and nothing else. */
export const withoutDate = (headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders => {
  const { date: _date, ...rest } = headers;
  return rest;
};
